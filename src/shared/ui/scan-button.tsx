import { useLingui } from '@lingui/react/macro'
import { type ReactNode, useRef, useState } from 'react'
import type { ScanFormat, ScanResult } from '../lib/scan/scan-format'
import { ScanIcon } from './icons'
import type { ScannerViewProps } from './scanner/scanner-view'

export type { ScanFormat, ScanResult } from '../lib/scan/scan-format'

export type ScanButtonProps = {
  /** The button's accessible name, e.g. "Scan a part label". */
  label: string
  /** Which codes to read; all six by default. */
  formats?: ScanFormat[]
  /** Stay open after an accepted code (quick order); otherwise close after the first. */
  continuous?: boolean
  /** The message the scanner shows and announces for an accepted code, or null to keep looking (not accepted). */
  onScan: (result: ScanResult) => string | null
  /** Shown below the camera in continuous mode (the running list with undo). */
  overlay?: ReactNode
  /** Added to the button's own `icon-button` class (placement beside the caller's field). */
  className?: string
}

type ScannerViewComponent = (props: ScannerViewProps) => ReactNode

/** A touch target that holds without the page's stylesheet: the button sits inside forms of every feature. */
const TARGET_STYLE = { minWidth: 44, minHeight: 44 } as const

/**
 * The camera view and its decoder are a chunk of their own, fetched on the first click (issue 32:
 * nothing of the scanner on the first page). Not React.lazy: a failed fetch (offline before the
 * service worker kept the chunk) must leave a message and a button that tries again, not an error page.
 */
export function ScanButton({ label, formats, continuous = false, onScan, overlay, className }: ScanButtonProps) {
  const { t } = useLingui()
  const [View, setView] = useState<ScannerViewComponent | null>(null)
  const [open, setOpen] = useState(false)
  const [loadFailed, setLoadFailed] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  const start = async () => {
    setLoadFailed(false)
    setOpen(true)
    if (View) return
    try {
      const module = await import('./scanner/scanner-view')
      setView(() => module.ScannerView)
    } catch {
      setOpen(false)
      setLoadFailed(true)
    }
  }
  const close = () => {
    setOpen(false)
    // Back to where the user was: the field beside the button takes typing at once.
    button.current?.focus()
  }
  return (
    <>
      <button
        ref={button}
        type="button"
        className={className ? `icon-button ${className}` : 'icon-button'}
        style={TARGET_STYLE}
        aria-label={label}
        title={label}
        aria-haspopup="dialog"
        onClick={start}
      >
        <ScanIcon />
      </button>
      {loadFailed && (
        <span role="alert" className="scan-button__error">
          {t`The scanner could not be loaded. Check the connection and try again.`}
        </span>
      )}
      {open && View && (
        <View label={label} formats={formats} continuous={continuous} onScan={onScan} overlay={overlay} onClose={close} />
      )}
    </>
  )
}

import { useLingui } from '@lingui/react/macro'
import { type ReactNode, useEffect, useMemo, useRef, useState } from 'react'
import { createRepeatGuard } from '../../lib/scan/repeat-guard'
import { confirmScan } from '../../lib/scan/scan-feedback'
import type { ScanFormat, ScanResult } from '../../lib/scan/scan-format'
import { CloseIcon, SwitchCameraIcon, TorchIcon } from '../icons'
import { type ScannerProblem, scannerProblemMessage } from './camera-error-message'
import { useCamera } from './use-camera'
import { useScanLoop } from './use-scan-loop'
import './scanner.css'

export type ScannerViewProps = {
  label: string
  formats?: ScanFormat[] | undefined
  continuous: boolean
  onScan: (result: ScanResult) => string | null
  overlay?: ReactNode
  onClose: () => void
}

/** In single mode the accepted result stays readable (and announced) this long before the view closes. */
const SINGLE_CLOSE_DELAY_MS = 900

/**
 * The full-screen camera view: a modal <dialog> (focus stays inside, Escape closes), the video
 * filling the screen, a frame to aim at, camera and torch switches at the top, the close button
 * at the bottom where a thumb reaches it, and the last accepted result in a status region.
 */
export function ScannerView({ label, formats, continuous, onScan, overlay, onClose }: ScannerViewProps) {
  const { t, i18n } = useLingui()
  const dialog = useRef<HTMLDialogElement>(null)
  const video = useRef<HTMLVideoElement>(null)
  const camera = useCamera(video)
  const [message, setMessage] = useState('')
  const [decoderFailed, setDecoderFailed] = useState(false)
  const [finished, setFinished] = useState(false)
  const guard = useMemo(() => createRepeatGuard(), [])
  const closeRef = useRef(onClose)
  closeRef.current = onClose

  useEffect(() => {
    const element = dialog.current
    if (element && !element.open) element.showModal?.()
  }, [])

  useEffect(() => {
    if (!finished) return
    const timer = setTimeout(() => closeRef.current(), SINGLE_CLOSE_DELAY_MS)
    return () => clearTimeout(timer)
  }, [finished])

  const accept = (result: ScanResult) => {
    if (finished || !guard.isNew(result.text)) return
    const text = onScan(result)
    if (text === null) return
    confirmScan()
    setMessage(text)
    if (!continuous) setFinished(true)
  }

  useScanLoop({
    video,
    running: camera.state.status === 'live' && !finished,
    formats,
    onResult: accept,
    onDecoderFailed: () => setDecoderFailed(true),
  })

  const problem: ScannerProblem | null = camera.state.status === 'error' ? camera.state.error : decoderFailed ? 'decoder' : null

  return (
    <dialog
      ref={dialog}
      className={continuous && overlay ? 'scanner scanner--with-overlay' : 'scanner'}
      aria-label={label}
      data-testid="scanner"
      onCancel={(event) => {
        // Escape: React decides when the view goes, so the camera is released by the unmount.
        event.preventDefault()
        onClose()
      }}
    >
      <div className="scanner__camera">
        <video ref={video} className="scanner__video" muted playsInline autoPlay />
        {problem ? (
          <p className="scanner__problem" role="alert">
            {i18n._(scannerProblemMessage(problem))}
          </p>
        ) : (
          <div className="scanner__aim" aria-hidden="true" />
        )}
        <div className="scanner__tools">
          {camera.canSwitch && !problem && (
            <button type="button" className="scanner__button" aria-label={t`Switch camera`} onClick={camera.switchCamera}>
              <SwitchCameraIcon />
            </button>
          )}
          {camera.torch.available && !problem && (
            <button
              type="button"
              className="scanner__button"
              aria-label={t`Torch`}
              aria-pressed={camera.torch.on}
              onClick={camera.toggleTorch}
            >
              <TorchIcon />
            </button>
          )}
        </div>
        {!problem && !message && (
          <p className="scanner__hint">{camera.state.status === 'live' ? t`Aim at the barcode` : t`Starting the camera…`}</p>
        )}
        {/* Only accepted results go here (spoken hints would bury them); always in the page, because a live
            region that appears together with its text is often not read. */}
        <p className={message ? 'scanner__status' : 'visually-hidden'} role="status">
          {message}
        </p>
      </div>
      {continuous && overlay && <div className="scanner__overlay">{overlay}</div>}
      <div className="scanner__bar">
        <button type="button" className="scanner__close" onClick={onClose}>
          <CloseIcon />
          <span>{t`Close scanner`}</span>
        </button>
      </div>
    </dialog>
  )
}

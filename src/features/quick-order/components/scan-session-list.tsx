import { Trans } from '@lingui/react/macro'
import { useEffect } from 'react'
import { useSnapshot } from 'valtio'
import { numberKey } from '../../../shared/contracts/search-terms'
import { type DraftLine, parsePastedLines } from '../../../shared/lib/parse-lines'
import type { ScanStep } from '../lib/scan-lines'
import { quickOrderStore } from '../store'

type Props = {
  steps: readonly ScanStep[]
  /** Called when the scanner opens (this list mounts with it): a new scanning session begins. */
  onStart: () => void
  onUndo: () => void
}

/**
 * Below the camera: the lines this scanning session touched, newest first, each as checked, and an undo
 * for the last scan. It reads the draft itself: mounted only while the scanner is open, so typing in the
 * quick order's text never parses the list for a scanner that is closed.
 */
export function ScanSessionList({ steps, onStart, onUndo }: Props) {
  // Once per opening of the scanner (this list mounts with it), not per render.
  useEffect(onStart, [])
  const draft = useSnapshot(quickOrderStore)
  const lines = parsePastedLines(draft.text)
  const checked = draft.resolved
  const touched = [...new Set(steps.map((step) => step.index).reverse())]
  const checkedOf = (line: DraftLine) => checked.find((c) => numberKey(c.term) === numberKey(line.term))

  return (
    <section className="scan-session" aria-live="polite">
      {touched.length === 0 ? (
        <p>
          <Trans>Scan part labels one after another; each scan adds one piece.</Trans>
        </p>
      ) : (
        <ol className="scan-session__lines">
          {touched.flatMap((index) => {
            const line = lines[index]
            if (!line) return []
            const found = checkedOf(line)
            return (
              <li key={index} data-testid="scan-session-line">
                <span className="scan-session__part">{found?.ok ? `${found.sku} — ${found.name}` : line.term}</span>
                <span className="scan-session__qty">× {line.qty}</span>
              </li>
            )
          })}
        </ol>
      )}
      <button type="button" className="button scan-session__undo" disabled={steps.length === 0} onClick={onUndo}>
        <Trans>Undo last scan</Trans>
      </button>
    </section>
  )
}

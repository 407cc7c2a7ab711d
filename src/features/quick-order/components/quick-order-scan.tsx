import { useLingui } from '@lingui/react/macro'
import { useRef, useState } from 'react'
import type { SearchProduct } from '../../../shared/contracts/catalog'
import { type DraftLine, parsePastedLines } from '../../../shared/lib/parse-lines'
import { scannedPartNumber } from '../../../shared/lib/scanned-part-number'
import { ScanButton } from '../../../shared/ui/scan-button'
import { applyScan, type ScanStep, undoScan } from '../lib/scan-lines'
import { quickOrderStore } from '../store'
import { ScanSessionList } from './scan-session-list'

type Props = {
  seenParts: () => SearchProduct[]
  /** Takes the changed lines down the typed quick order's own path: into the text, then checked. */
  onLines: (lines: DraftLine[]) => void
}

/**
 * Continuous scanning into the quick order: every accepted label adds a line or counts its line up,
 * and the scanner shows this session's lines with an undo for the last scan. Reads the draft from the
 * store itself, not a render's snapshot, so quick scans in a row each see the one before.
 */
export function QuickOrderScan({ seenParts, onLines }: Props) {
  const { t } = useLingui()
  const steps = useRef<ScanStep[]>([])
  const [, setStepCount] = useState(0)
  const setSteps = (next: ScanStep[]) => {
    steps.current = next
    setStepCount(next.length)
  }
  const currentLines = () => parsePastedLines(quickOrderStore.text)

  const onScan = ({ text }: { text: string }) => {
    const term = scannedPartNumber(text)
    if (!term) return null
    const outcome = applyScan(currentLines(), quickOrderStore.resolved, seenParts(), term)
    setSteps([...steps.current, outcome.step])
    onLines(outcome.lines)
    return `${outcome.label} · ${outcome.qty}`
  }

  const undo = () => {
    const last = steps.current.at(-1)
    if (!last) return
    setSteps(steps.current.slice(0, -1))
    onLines(undoScan(currentLines(), last))
  }

  return (
    <ScanButton
      label={t`Scan parts into the quick order`}
      continuous
      onScan={onScan}
      overlay={<ScanSessionList steps={steps.current} onStart={() => setSteps([])} onUndo={undo} />}
    />
  )
}

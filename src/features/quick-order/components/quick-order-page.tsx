import { Trans, useLingui } from '@lingui/react/macro'
import { type ChangeEvent, useEffect, useId, useRef, useState } from 'react'
import { useSnapshot } from 'valtio'
import type { SearchProduct } from '../../../shared/contracts/catalog'
import { useLanguage } from '../../../shared/lib/language'
import { type DraftLine, parsePastedLines } from '../../../shared/lib/parse-lines'
import { resolveLines } from '../api/resolve-lines'
import { type CheckedLine, countLines, type FoundLine } from '../lib/checked-line'
import { readUploadedLines } from '../lib/read-upload'
import { clearDraft, loadQuickOrderDraft, quickOrderStore, setDraftText, setResolved } from '../store'
import { CheckedLinesTable } from './checked-lines-table'
import { QuickOrderScan } from './quick-order-scan'
import './quick-order.css'

type ValidLine = { sku: string; vendorId: string; qty: number }
type Props = {
  customerId: string
  countryID: string
  /** The fillBasket feature: without it the lines can be checked but not added (SPEC.md §6). */
  canFillBasket: boolean
  /** The parts this device has seen, to check lines against while offline (composed by the route). */
  seenParts: () => SearchProduct[]
  /** Adds the valid lines to the cart in one request (composed by the route from the cart feature). */
  onAdd: (lines: ValidLine[]) => Promise<{ added: number; merged: number } | null>
  onError: (error: unknown) => void
}

const toText = (lines: DraftLine[]) => lines.map((line) => `${line.term}\t${Number.isNaN(line.qty) ? '?' : line.qty}`).join('\n')

/** Quick order: type, paste or upload many lines, check each, add all valid ones at once. */
export function QuickOrderPage({ customerId, countryID, canFillBasket, seenParts, onAdd, onError }: Props) {
  const { t } = useLingui()
  const lang = useLanguage()
  const reasonId = useId()
  const draft = useSnapshot(quickOrderStore)
  const [busy, setBusy] = useState(false)
  const [notice, setNotice] = useState('')
  useEffect(() => {
    void loadQuickOrderDraft(customerId)
  }, [customerId])

  // Scans in a row start checks that overlap; only the latest one's answer is shown.
  const latestCheck = useRef(0)
  const check = async (lines: DraftLine[]) => {
    const run = ++latestCheck.current
    setBusy(true)
    setNotice('')
    try {
      const checked = lines.length > 0 ? await resolveLines(lines, lang, countryID, seenParts) : []
      if (run === latestCheck.current) setResolved(checked)
    } catch (error) {
      onError(error)
    } finally {
      if (run === latestCheck.current) setBusy(false)
    }
  }

  /** A scan's lines take the typed path: into the text, then checked like "Check lines". */
  const checkScanned = (lines: DraftLine[]) => {
    setDraftText(toText(lines))
    void check(lines)
  }

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0]
    event.target.value = ''
    if (!file) return
    try {
      const lines = await readUploadedLines(file)
      setDraftText(toText(lines))
      await check(lines)
    } catch (error) {
      onError(error)
    }
  }

  const lines = draft.resolved as readonly CheckedLine[]
  const valid = lines.filter((line): line is FoundLine => line.ok)
  const invalid = lines.filter((line) => !line.ok)
  const counts = countLines(lines)

  const add = async () => {
    setBusy(true)
    try {
      const result = await onAdd(valid.map((line) => ({ sku: line.sku, vendorId: line.vendorId, qty: line.qty })))
      const left = invalid.map((line) => ({ term: line.term, qty: line.qty }))
      if (left.length > 0) {
        setDraftText(toText(left))
        setResolved([...invalid])
      } else clearDraft()
      setNotice(
        result
          ? t`${result.added + result.merged} lines were added to the cart.`
          : t`The lines will be added when you are online again.`,
      )
    } catch (error) {
      onError(error)
    } finally {
      setBusy(false)
    }
  }

  return (
    <section aria-labelledby="quick-order-heading" className="quick-order">
      <h1 id="quick-order-heading">
        <Trans>Quick order</Trans>
      </h1>
      <label htmlFor="quick-order-text">
        <Trans>Part or reference numbers with quantities, one per line (paste straight from a spreadsheet)</Trans>
      </label>
      <textarea
        id="quick-order-text"
        rows={10}
        value={draft.text}
        // Numbers of the demo catalogue: an article number and an OE number (README "Quick order").
        placeholder={'15.10000\t5\nA5419051923\t2'}
        onChange={(event) => setDraftText(event.target.value)}
      />
      <div className="quick-order__tools">
        <button
          type="button"
          className="button button--primary"
          disabled={busy || !draft.text.trim()}
          onClick={() => void check(parsePastedLines(draft.text))}
        >
          <Trans>Check lines</Trans>
        </button>
        <QuickOrderScan seenParts={seenParts} onLines={checkScanned} />
        <label className="button quick-order__upload">
          <Trans>Upload CSV or Excel file</Trans>
          <input
            type="file"
            accept=".csv,.txt,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            onChange={(event) => void upload(event)}
          />
        </label>
        <button type="button" className="button" disabled={busy} onClick={clearDraft}>
          <Trans>Clear</Trans>
        </button>
      </div>
      {lines.length > 0 && (
        <>
          <p role="status" data-testid="quick-order-summary">
            <Trans>
              Lines checked: {counts.total} · found: {counts.found} · with errors: {counts.withErrors}
            </Trans>
            {counts.unverified > 0 && (
              <>
                {' '}
                <Trans>· checked offline against the parts seen on this device: {counts.unverified}</Trans>
              </>
            )}
          </p>
          <CheckedLinesTable lines={lines} />
          <div className="quick-order__add">
            <button
              type="button"
              className="button button--primary"
              disabled={busy || valid.length === 0 || !canFillBasket}
              aria-describedby={canFillBasket ? undefined : reasonId}
              onClick={() => void add()}
            >
              <Trans>Add {valid.length} valid lines to the cart</Trans>
            </button>
            {!canFillBasket && (
              <p id={reasonId} className="quick-order__reason">
                <Trans>Your account may not fill the cart</Trans>
              </p>
            )}
          </div>
        </>
      )}
      {notice && <p role="status">{notice}</p>}
    </section>
  )
}

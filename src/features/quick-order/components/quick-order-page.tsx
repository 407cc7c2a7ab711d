import { Trans, useLingui } from '@lingui/react/macro'
import { type ChangeEvent, useEffect, useState } from 'react'
import { useSnapshot } from 'valtio'
import type { QuickOrderResolvedLine } from '../../../shared/contracts/cart'
import { useLanguage } from '../../../shared/lib/language'
import { resolveLines } from '../api/resolve-lines'
import { type DraftLine, parsePastedLines } from '../lib/parse-lines'
import { readUploadedLines } from '../lib/read-upload'
import { clearDraft, loadQuickOrderDraft, quickOrderStore, setDraftText, setResolved } from '../store'
import './quick-order.css'

type ValidLine = { sku: string; vendorId: string; qty: number }
type Props = {
  customerId: string
  countryID: string
  /** Adds the valid lines to the cart in one request (composed by the route from the cart feature). */
  onAdd: (lines: ValidLine[]) => Promise<{ added: number; merged: number } | null>
  onError: (error: unknown) => void
}

const toText = (lines: DraftLine[]) => lines.map((line) => `${line.term}\t${Number.isNaN(line.qty) ? '?' : line.qty}`).join('\n')

/** Quick order: type, paste or upload many lines, check each, add all valid ones at once. */
export function QuickOrderPage({ customerId, countryID, onAdd, onError }: Props) {
  const { t } = useLingui()
  const lang = useLanguage()
  const draft = useSnapshot(quickOrderStore)
  const [busy, setBusy] = useState(false)
  const [notice, setNotice] = useState('')
  useEffect(() => {
    void loadQuickOrderDraft(customerId)
  }, [customerId])

  const errorText = (line: QuickOrderResolvedLine) =>
    line.ok
      ? ''
      : line.error === 'NOT_FOUND'
        ? t`No part with this number`
        : line.error === 'AMBIGUOUS'
          ? t`Several parts carry this number; please use the article number`
          : t`The quantity must be a whole number from 1 to 99999`

  const check = async (lines: DraftLine[]) => {
    setBusy(true)
    setNotice('')
    try {
      setResolved(lines.length > 0 ? await resolveLines(lines, lang, countryID) : [])
    } catch (error) {
      onError(error)
    } finally {
      setBusy(false)
    }
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

  const valid = draft.resolved.filter((line): line is Extract<QuickOrderResolvedLine, { ok: true }> => line.ok)
  const invalid = draft.resolved.filter((line) => !line.ok)

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
        placeholder={'1.10234\t5\n81.50820-6019\t2'}
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
      {draft.resolved.length > 0 && (
        <>
          <p role="status">
            <Trans>
              {valid.length} lines found, {invalid.length} with errors
            </Trans>
          </p>
          <table className="quick-order__table">
            <caption className="visually-hidden">
              <Trans>Checked lines</Trans>
            </caption>
            <thead>
              <tr>
                <th scope="col">
                  <Trans>Entered</Trans>
                </th>
                <th scope="col">
                  <Trans>Quantity</Trans>
                </th>
                <th scope="col">
                  <Trans>Result</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {draft.resolved.map((line, index) => (
                <tr
                  key={index}
                  data-testid={line.ok ? 'quick-order-ok' : 'quick-order-error'}
                  className={line.ok ? '' : 'is-error'}
                >
                  <td>{line.term}</td>
                  <td>{line.qty}</td>
                  <td>{line.ok ? `${line.sku} — ${line.name}` : errorText(line)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <button
            type="button"
            className="button button--primary"
            disabled={busy || valid.length === 0}
            onClick={() => void add()}
          >
            <Trans>Add {valid.length} valid lines to the cart</Trans>
          </button>
        </>
      )}
      {notice && <p role="status">{notice}</p>}
    </section>
  )
}

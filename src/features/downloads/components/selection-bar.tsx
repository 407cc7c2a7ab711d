import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useSnapshot } from 'valtio'
import { MAX_DOCUMENTS_PER_DOWNLOAD } from '../../../shared/contracts/downloads-constants'
import { useLanguage } from '../../../shared/lib/language'
import { startDownload } from '../api/start-download'
import { clearSelection, replaceSelection, selectionStore } from '../selection-store'
import './downloads.css'

type Props = {
  list: string
  /** Documents matching the list's filter now. */
  matching: number
  /** Invoices and credit notes have an e-invoice to include. */
  hasEInvoice: boolean
  fetchMatchingIds: () => Promise<string[]>
  onStarted: (message: string) => void
  onError: (error: unknown) => void
}

/** Issue 10: pick documents (page, all matching up to 1,000), then one ZIP of them, followed in the header. */
export function SelectionBar({ list, matching, hasEInvoice, fetchMatchingIds, onStarted, onError }: Props) {
  const { t } = useLingui()
  const languageID = useLanguage()
  const selected = useSnapshot(selectionStore).byList[list] ?? []
  const [xml, setXml] = useState(false)
  const [index, setIndex] = useState(true)
  const [busy, setBusy] = useState(false)
  const capped = Math.min(matching, MAX_DOCUMENTS_PER_DOWNLOAD)

  const run = async (work: () => Promise<void>) => {
    setBusy(true)
    try {
      await work()
    } catch (error) {
      onError(error)
    } finally {
      setBusy(false)
    }
  }
  const selectMatching = () => run(async () => replaceSelection(list, await fetchMatchingIds()))
  const download = () =>
    run(async () => {
      const documentIds = [...selected]
      const title = plural(documentIds.length, { one: '# document', other: '# documents' })
      await startDownload({ documentIds, include: { xml: hasEInvoice && xml, index }, languageID }, title)
      clearSelection(list)
      onStarted(t`The download is being prepared. You can follow it in the header and keep working.`)
    })

  return (
    <fieldset className="selection-bar" aria-busy={busy} data-empty={selected.length === 0}>
      <legend className="visually-hidden">
        <Trans>Download several documents</Trans>
      </legend>
      <output className="selection-bar__count" aria-live="polite">
        {plural(selected.length, { one: '# document selected', other: '# documents selected' })}
      </output>
      {matching > 0 && selected.length < capped && (
        <button type="button" className="button button--secondary" disabled={busy} onClick={() => void selectMatching()}>
          {matching > MAX_DOCUMENTS_PER_DOWNLOAD ? t`Select the first ${capped} matching` : t`Select all ${capped} matching`}
        </button>
      )}
      {selected.length > 0 && (
        <button type="button" className="button button--secondary" disabled={busy} onClick={() => clearSelection(list)}>
          <Trans>Clear selection</Trans>
        </button>
      )}
      {hasEInvoice && (
        <label className="selection-bar__option">
          <input type="checkbox" checked={xml} onChange={(event) => setXml(event.target.checked)} />
          <Trans>With e-invoices (XML)</Trans>
        </label>
      )}
      <label className="selection-bar__option">
        <input type="checkbox" checked={index} onChange={(event) => setIndex(event.target.checked)} />
        <Trans>With a list of contents (CSV)</Trans>
      </label>
      <button type="button" className="button" disabled={busy || selected.length === 0} onClick={() => void download()}>
        {plural(selected.length, { one: 'Download # document', other: 'Download # documents' })}
      </button>
    </fieldset>
  )
}

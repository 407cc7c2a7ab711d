import { Trans, useLingui } from '@lingui/react/macro'
import { type DragEvent, type FormEvent, useId, useState } from 'react'
import { IMPORT_FILE_FORMATS, IMPORT_MAX_BYTES } from '../../../shared/contracts/admin-import-constants'
import { LOCALE_OF } from '../../../shared/contracts/languages'
import { useLanguage } from '../../../shared/lib/language'
import { ControlError } from '../../../shared/ui/control-error'
import { useStartImport } from '../api/imports'
import { useUploadError } from './import-upload-error'
import { ProgressBar } from './progress-bar'

const ACCEPT = Object.keys(IMPORT_FILE_FORMATS)
  .map((ending) => `.${ending}`)
  .join(',')
const endingOf = (name: string) => name.slice(name.lastIndexOf('.') + 1).toLowerCase()

type Props = { onStarted: (runId: string) => void; busy: boolean }

/** One catalogue file, picked or dropped, with what it holds (full or changes); the upload shows its progress. */
export function ImportUploadForm({ onStarted, busy }: Props) {
  const { t } = useLingui()
  const id = useId()
  const lang = useLanguage()
  const [file, setFile] = useState<File | null>(null)
  const [mode, setMode] = useState<'full' | 'delta'>('delta')
  const [over, setOver] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const start = useStartImport()
  const uploadError = useUploadError()
  const isBmecat = file !== null && endingOf(file.name) === 'xml'
  // kB below a megabyte: a small price file is not "0 MB".
  const fileSize = (bytes: number) =>
    new Intl.NumberFormat(LOCALE_OF[lang], {
      style: 'unit',
      unit: bytes < 1e6 ? 'kilobyte' : 'megabyte',
      maximumFractionDigits: 1,
    }).format(bytes < 1e6 ? bytes / 1e3 : bytes / 1e6)

  const choose = (next: File | undefined) => {
    start.reset()
    setFile(next ?? null)
    setProblem(next ? checkFile(next) : null)
  }
  const checkFile = (candidate: File) =>
    !Object.hasOwn(IMPORT_FILE_FORMATS, endingOf(candidate.name))
      ? t`Only BMEcat (.xml), CSV (.csv) and Excel (.xlsx) files can be imported.`
      : candidate.size > IMPORT_MAX_BYTES
        ? t`The file is larger than 2 GB. Import it on the server with npm run import.`
        : candidate.size === 0
          ? t`The file is empty.`
          : null
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const refusal = file ? checkFile(file) : t`Choose a file first.`
    setProblem(refusal)
    if (!file || refusal) return
    start.mutate({ file, mode: isBmecat ? undefined : mode }, { onSuccess: ({ runId }) => onStarted(runId) })
  }
  const drop = (event: DragEvent) => {
    event.preventDefault()
    setOver(false)
    choose(event.dataTransfer.files[0])
  }
  const message = problem ?? (start.isError ? uploadError(start.error) : null)

  return (
    <form className="admin__form" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>
        <Trans>Import a catalogue file</Trans>
      </h3>
      {/* The drop zone only adds a way in: the file control inside it is the one for keyboard and screen readers. */}
      <fieldset
        aria-labelledby={`${id}-file-label`}
        className={over ? 'admin__drop admin__drop--over' : 'admin__drop'}
        onDragOver={(event) => {
          event.preventDefault()
          setOver(true)
        }}
        onDragLeave={() => setOver(false)}
        onDrop={drop}
      >
        <label id={`${id}-file-label`} htmlFor={`${id}-file`}>
          <Trans>Catalogue file (BMEcat .xml, .csv or .xlsx) — choose it or drop it here</Trans>
        </label>
        <input
          id={`${id}-file`}
          type="file"
          accept={ACCEPT}
          aria-invalid={message ? true : undefined}
          aria-describedby={`${id}-file-hint${message ? ` ${id}-error` : ''}`}
          onChange={(event) => choose(event.target.files?.[0])}
        />
        <p id={`${id}-file-hint`} className="admin__hint">
          {file ? (
            <Trans>
              Selected: {file.name} ({fileSize(file.size)})
            </Trans>
          ) : (
            <Trans>The file name says what it holds (parts.csv, prices.xlsx …), as in the import documentation.</Trans>
          )}
        </p>
      </fieldset>
      <fieldset className="admin__modes" disabled={isBmecat} aria-describedby={isBmecat ? `${id}-bmecat` : undefined}>
        <legend>
          <Trans>What the file holds</Trans>
        </legend>
        <label className="admin__mode">
          <input type="radio" name={`${id}-mode`} checked={mode === 'full'} onChange={() => setMode('full')} />
          <Trans>Full catalogue</Trans>
          <span className="admin__hint">
            <Trans>Replaces the whole catalogue; parts missing from the file are no longer sold.</Trans>
          </span>
        </label>
        <label className="admin__mode">
          <input type="radio" name={`${id}-mode`} checked={mode === 'delta'} onChange={() => setMode('delta')} />
          <Trans>Changes only</Trans>
          <span className="admin__hint">
            <Trans>Updates only the parts, prices and stock in the file; everything else stays as it is.</Trans>
          </span>
        </label>
        {isBmecat && (
          <p id={`${id}-bmecat`} className="admin__hint">
            <Trans>A BMEcat file says itself whether it is a full catalogue or changes only.</Trans>
          </p>
        )}
      </fieldset>
      {start.sent && (
        <ProgressBar
          label={t`Upload`}
          value={start.sent.sent}
          max={start.sent.total}
          valueText={t`${fileSize(start.sent.sent)} of ${fileSize(start.sent.total)} uploaded`}
        />
      )}
      <div className="admin__actions">
        <button type="submit" className="button button--primary" disabled={start.isPending}>
          {start.isPending ? <Trans>Uploading…</Trans> : <Trans>Upload and import</Trans>}
        </button>
        {busy && (
          <span className="admin__hint">
            <Trans>An import is running; the next one can start when it has finished.</Trans>
          </span>
        )}
      </div>
      <ControlError id={`${id}-error`} message={message} />
    </form>
  )
}

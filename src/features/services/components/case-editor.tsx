import { Trans, useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useEffect, useState } from 'react'
import { DESCRIPTION_MAX, DESCRIPTION_MIN, FORM_KINDS, type FormKind } from '../../../shared/contracts/services-constants'
import { useCaseLabels } from '../../../shared/lib/case-labels'
import { useLanguage } from '../../../shared/lib/language'
import { sendCase } from '../api/forms'
import { returnableQuery } from '../api/returnable'
import { type CaseDraft, caseBody, emptyDraft, tickedLines, withDocument, withKind, withLine } from '../lib/case-draft'
import { caseErrorsOf } from '../lib/case-server-error'
import { serviceErrorMessage } from '../lib/service-errors'
import { type CaseErrors, hasErrors, validateCase } from '../lib/validate-case'
import { CaseLineCard } from './case-line-card'
import { CaseScanButton } from './case-scan-button'
import { CaseSendBar } from './case-send-bar'
import { DocumentPicker } from './document-picker'
import { FormField } from './form-field'

export type CaseStart = { documentId?: string | undefined; position?: number | undefined; kind?: FormKind | undefined }
type Props = { customerId: string; start: CaseStart; onDone: (message: string) => void }

const NO_ERRORS: CaseErrors = { lines: {} }

/** A new case: load the lines of one or more documents, tick what goes back, say why, add photos, send. */
export function CaseEditor({ customerId, start, onDone }: Props) {
  const { t } = useLingui()
  const lang = useLanguage()
  const labels = useCaseLabels()
  const queryClient = useQueryClient()
  const [draft, setDraft] = useState<CaseDraft>(() => emptyDraft(start.kind))
  const [errors, setErrors] = useState<CaseErrors>(NO_ERRORS)
  const [loading, setLoading] = useState(false)
  const [loadError, setLoadError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const load = async (documentId: string, tick?: number) => {
    setLoading(true)
    setLoadError(null)
    try {
      const doc = await queryClient.fetchQuery(returnableQuery(customerId, documentId))
      setDraft((current) => withDocument(current, doc, tick))
    } catch (error) {
      setLoadError(serviceErrorMessage(error, t`The lines of ${documentId} could not be loaded.`))
    } finally {
      setLoading(false)
    }
  }
  // The line the user came from (a document's "Return parts", the open cores account).
  useEffect(() => {
    if (start.documentId) void load(start.documentId, start.position)
  }, [start.documentId, start.position])

  const tick = (key: string) => setDraft((current) => withLine(current, key, { ticked: true }))
  const ticked = tickedLines(draft)
  const documents = [...new Set(draft.lines.map((line) => line.documentId))]
  const minRemarks = DESCRIPTION_MIN[draft.kind]

  const send = async (event: FormEvent) => {
    event.preventDefault()
    const found = validateCase(draft)
    setErrors(found)
    if (hasErrors(found)) return
    const sentKeys = ticked.map((line) => line.key)
    setBusy(true)
    try {
      const result = await sendCase(queryClient, customerId, caseBody(draft, lang))
      setDraft(emptyDraft(draft.kind))
      setErrors(NO_ERRORS)
      onDone(
        result.queued
          ? t`No connection: the case is kept on this device and sent once the connection is back.`
          : t`Case ${result.data.number} was sent. Print the return slip and put it in the box.`,
      )
    } catch (error) {
      setErrors(caseErrorsOf(error, serviceErrorMessage(error, t`The case could not be sent.`), sentKeys))
    } finally {
      setBusy(false)
    }
  }

  return (
    <section className="case-editor" aria-labelledby="new-case-heading">
      <h2 id="new-case-heading">
        <Trans>New case</Trans>
      </h2>
      <DocumentPicker
        busy={loading}
        error={loadError}
        loaded={documents}
        onLoad={(documentId) => void load(documentId)}
        scanButton={<CaseScanButton draft={draft} onLoad={(documentId) => void load(documentId)} onTick={tick} />}
      />
      <form className="service-form case-form" onSubmit={(event) => void send(event)} noValidate>
        <fieldset className="service-field--inline">
          <legend>
            <Trans>What kind of case</Trans>
          </legend>
          {FORM_KINDS.map((kind) => (
            <label key={kind}>
              <input
                type="radio"
                name="case-kind"
                value={kind}
                checked={draft.kind === kind}
                onChange={() => setDraft((current) => withKind(current, kind))}
              />
              {labels.kind[kind]}
            </label>
          ))}
        </fieldset>
        {draft.lines.length === 0 ? (
          <p className="empty-state">
            {loading ? (
              <Trans>Loading the lines…</Trans>
            ) : (
              <Trans>Enter the number of a delivery note or invoice above to see its lines.</Trans>
            )}
          </p>
        ) : (
          <ul className="case-lines" aria-label={t`Lines that can go back`}>
            {draft.lines.map((line) => (
              <CaseLineCard
                key={line.key}
                line={line}
                kind={draft.kind}
                errors={errors.lines[line.key]}
                onChange={(change) => setDraft((current) => withLine(current, line.key, change))}
              />
            ))}
          </ul>
        )}
        <FormField
          id="case-remarks"
          label={
            minRemarks > 0
              ? t`Remarks on the whole case (or describe the fault per line)`
              : t`Remarks on the whole case (optional)`
          }
        >
          {(a11y) => (
            <textarea
              {...a11y}
              maxLength={DESCRIPTION_MAX}
              value={draft.remarks}
              onChange={(event) => setDraft((current) => ({ ...current, remarks: event.target.value }))}
            />
          )}
        </FormField>
        <CaseSendBar ticked={ticked.length} busy={busy} error={errors.general ?? null} />
      </form>
    </section>
  )
}

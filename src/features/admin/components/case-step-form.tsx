import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState } from 'react'
import { FORM_STATUSES_NEEDING_NOTE, type FormStatus, SERVICE_ERROR_CODES } from '../../../shared/contracts/services-constants'
import { ApiError } from '../../../shared/lib/api-client'
import { ControlError } from '../../../shared/ui/control-error'
import { useMoveCase } from '../api/service-cases'
import { AdminError } from './admin-states'
import { useAdminCaseLabels } from './service-case-labels'

type Props = { caseId: number; nextSteps: FormStatus[] }

/**
 * The steps a case may take now, one button each, with one note for the customer. A rejection or
 * refusal needs the note: the button says so next to the field instead of sending a step the shop refuses.
 */
export function CaseStepForm({ caseId, nextSteps }: Props) {
  const { t } = useLingui()
  const id = useId()
  const labels = useAdminCaseLabels()
  const move = useMoveCase(caseId)
  const [note, setNote] = useState('')
  const [missingNote, setMissingNote] = useState(false)
  if (nextSteps.length === 0) {
    return (
      <p className="admin__notice" role="status">
        <Trans>This case is closed: it takes no further step.</Trans>
      </p>
    )
  }
  const take = (status: FormStatus) => {
    if (FORM_STATUSES_NEEDING_NOTE.includes(status) && note.trim() === '') {
      setMissingNote(true)
      return
    }
    setMissingNote(false)
    move.mutate({ status, note: note.trim() }, { onSuccess: () => setNote('') })
  }
  const code = move.error instanceof ApiError ? move.error.code : undefined
  const noteError =
    missingNote || code === SERVICE_ERROR_CODES.formNoteRequired ? t`Say why: the customer reads this note.` : null
  return (
    <form className="admin__form" onSubmit={(event) => event.preventDefault()} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>
        <Trans>Next step</Trans>
      </h3>
      <label htmlFor={`${id}-note`}>
        <Trans>Note for the customer (needed to reject or refuse)</Trans>
      </label>
      <textarea
        id={`${id}-note`}
        rows={3}
        maxLength={500}
        value={note}
        aria-invalid={noteError ? true : undefined}
        aria-describedby={noteError ? `${id}-note-error` : undefined}
        onChange={(event) => setNote(event.target.value)}
      />
      <ControlError id={`${id}-note-error`} message={noteError} />
      <div className="admin__actions admin__case-steps">
        {nextSteps.map((status) => (
          <button
            key={status}
            type="button"
            className={FORM_STATUSES_NEEDING_NOTE.includes(status) ? 'button' : 'button button--primary'}
            disabled={move.isPending}
            onClick={() => take(status)}
          >
            {labels.action[status]}
          </button>
        ))}
      </div>
      {code === SERVICE_ERROR_CODES.formNotInvoiced ? (
        <p className="admin__notice admin__notice--error" role="alert">
          <Trans>
            The order has no invoice yet, and a credit note must name the invoice it corrects. Credit the case once the invoice is
            issued.
          </Trans>
        </p>
      ) : code === SERVICE_ERROR_CODES.formStepNotAllowed ? (
        <p className="admin__notice admin__notice--error" role="alert">
          <Trans>Someone moved this case on meanwhile. Reload the page to see where it stands.</Trans>
        </p>
      ) : (
        move.isError && code !== SERVICE_ERROR_CODES.formNoteRequired && <AdminError error={move.error} />
      )}
    </form>
  )
}

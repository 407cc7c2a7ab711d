import { Trans, useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import type { ImportRunDetail } from '../../../shared/contracts/admin-import'
import { IMPORT_ERROR_CODES } from '../../../shared/contracts/admin-import-constants'
import { ApiError } from '../../../shared/lib/api-client'
import { ControlError } from '../../../shared/ui/control-error'
import { useCancelImport } from '../api/imports'

/**
 * Cancels a running import at its next step, after a confirm that says what stays: a full import
 * changes nothing, a delta keeps the batches it applied. Not offered while the catalogue is switched.
 */
export function ImportCancel({ run }: { run: ImportRunDetail }) {
  const { t } = useLingui()
  const id = useId()
  const cancel = useCancelImport()
  if (run.phase === 'switching') return null
  const confirmCancel = () => {
    const question =
      run.mode === 'full'
        ? t`Cancel this import? The shop keeps the catalogue it has.`
        : t`Cancel this import? The changes applied so far stay.`
    if (window.confirm(question)) cancel.mutate(run.id)
  }
  const code = cancel.error instanceof ApiError ? cancel.error.code : null
  const error = !cancel.error
    ? null
    : code === IMPORT_ERROR_CODES.switching
      ? t`Too late: the import is switching to the new catalogue.`
      : code === IMPORT_ERROR_CODES.notRunning
        ? t`This import is not running any more.`
        : t`The import could not be cancelled. Try again.`
  return (
    <div className="admin__actions">
      <button
        type="button"
        className="button"
        onClick={confirmCancel}
        disabled={cancel.isPending || cancel.isSuccess}
        aria-describedby={error ? `${id}-error` : undefined}
      >
        {cancel.isSuccess ? <Trans>Cancelling…</Trans> : <Trans>Cancel import</Trans>}
      </button>
      <ControlError id={`${id}-error`} message={error} />
    </div>
  )
}

import { Trans } from '@lingui/react/macro'
import { ADMIN_ERROR_CODES } from '../../../shared/contracts/admin-constants'
import { ApiError } from '../../../shared/lib/api-client'

/** A view could not load or a change failed: why, in words, and (for loads) a way to try again. */
export function AdminError({ error, onRetry }: { error: unknown; onRetry?: () => void }) {
  return (
    <div className="admin__notice admin__notice--error" role="alert">
      <p>
        {error instanceof ApiError && error.status === 400 ? (
          <Trans>Please check the values: the shop did not accept them.</Trans>
        ) : error instanceof ApiError && error.status === 404 ? (
          <Trans>This record does not exist (any more).</Trans>
        ) : error instanceof ApiError && error.code === ADMIN_ERROR_CODES.lastAdmin ? (
          <Trans>The last active administrator cannot be locked: someone must still be able to log in here.</Trans>
        ) : error instanceof ApiError && error.status === 409 ? (
          <Trans>This job has finished and is not run again.</Trans>
        ) : (
          <Trans>The shop could not answer just now.</Trans>
        )}
      </p>
      {onRetry && (
        <button type="button" className="button" onClick={onRetry}>
          <Trans>Try again</Trans>
        </button>
      )}
    </div>
  )
}

export function AdminEmpty({ children }: { children: string }) {
  return (
    <p className="admin__notice" role="status">
      {children}
    </p>
  )
}

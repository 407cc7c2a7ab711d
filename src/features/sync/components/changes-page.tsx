import { t } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { useSnapshot } from 'valtio'
import {
  EXPIRED_CHANGE_CODE,
  type FailedChange,
  QUEUE_MAX_DAYS,
  RETENTION_DAYS,
  WARN_AFTER_DAYS,
} from '../../../shared/contracts/sync'
import { errorCodeMessage } from '../../../shared/lib/api-error-message'
import { usePageTitle } from '../../../shared/lib/page-title'
import { seenParts } from '../../../shared/lib/seen-parts'
import {
  discardFailedChange,
  requestReplay,
  requestSyncStatus,
  retryFailedChange,
  syncStatus,
} from '../../../shared/lib/sync-status'
import { useOnline } from '../../../shared/lib/use-online'
import { daysLeft, describeChange } from '../lib/describe-change'

/** Everything made offline that has not reached the shop yet, and what the shop refused, with why. */
export function ChangesPage() {
  const { t, i18n } = useLingui()
  const online = useOnline()
  const { pending, failed, waitingForLogin } = useSnapshot(syncStatus)
  const seen = seenParts(useQueryClient())
  usePageTitle(t`Changes not yet sent`)
  useEffect(() => requestSyncStatus(), [])
  const date = (at: number) => new Date(at).toLocaleString(i18n.locale)

  return (
    <section className="changes">
      <h1>
        <Trans>Changes not yet sent</Trans>
      </h1>
      {pending.length === 0 && failed.length === 0 && (
        <p className="empty-state">
          <Trans>Everything you changed has reached the shop.</Trans>
        </p>
      )}
      {pending.length > 0 && (
        <section aria-labelledby="pending-title">
          <h2 id="pending-title">
            <Trans>Waiting to be sent</Trans>
          </h2>
          {waitingForLogin && (
            <p className="notice notice--warning" role="alert">
              <Trans>Your session has ended. Log in again and the waiting changes are sent.</Trans>
            </p>
          )}
          <ol className="changes__list">
            {pending.map((change) => {
              const left = daysLeft(change.queuedAt, RETENTION_DAYS)
              return (
                <li key={change.idempotencyKey}>
                  <strong>{describeChange(i18n, change.path, change.body, seen)}</strong>
                  <span className="changes__meta">
                    <Trans>made {date(change.queuedAt)}</Trans>
                  </span>
                  {left <= RETENTION_DAYS - WARN_AFTER_DAYS && (
                    <span className="field-error" role="alert">
                      <Trans>Connect within {left} days or this change may be lost.</Trans>
                    </span>
                  )}
                </li>
              )
            })}
          </ol>
          <button type="button" className="button button--primary" disabled={!online} onClick={requestReplay}>
            <Trans>Send now</Trans>
          </button>
        </section>
      )}
      {failed.length > 0 && (
        <section aria-labelledby="failed-title">
          <h2 id="failed-title">
            <Trans>Could not be sent</Trans>
          </h2>
          <ul className="changes__list">
            {failed.map((change) => (
              <li key={change.idempotencyKey} className="changes__failed">
                <strong>{describeChange(i18n, change.path, change.body, seen)}</strong>
                <span className="changes__meta">
                  <Trans>made {date(change.queuedAt)}</Trans>
                </span>
                <span>{refusalReason(change)}</span>
                <span className="changes__actions">
                  <button type="button" className="button" onClick={() => retryFailedChange(change.idempotencyKey)}>
                    <Trans>Try again</Trans>
                  </button>
                  <button type="button" className="button" onClick={() => discardFailedChange(change.idempotencyKey)}>
                    <Trans>Discard</Trans>
                  </button>
                </span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </section>
  )
}

/** Why the shop refused a change, in the user's language (its code decides; the shop's English message is for logs). */
function refusalReason(change: FailedChange): string {
  if (change.code === EXPIRED_CHANGE_CODE) {
    const days = QUEUE_MAX_DAYS - 1
    return t`It could not be sent within ${days} days.`
  }
  const reason = errorCodeMessage(change.code)
  const status = change.status
  return reason ? t`The shop answered: ${reason}` : t`The shop refused this change (${status}).`
}

import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useSnapshot } from 'valtio'
import type { CaseBody } from '../../../shared/contracts/returns'
import { CASES_CHANGE_PATH } from '../../../shared/contracts/sync'
import { ApiError } from '../../../shared/lib/api-client'
import { useCaseLabels } from '../../../shared/lib/case-labels'
import { useLangParam } from '../../../shared/lib/language'
import { syncStatus } from '../../../shared/lib/sync-status'
import { serviceErrorMessage } from '../lib/service-errors'

/** Cases made offline: waiting in the service worker's queue, or refused by the shop when they were sent. */
export function WaitingCases() {
  const { t } = useLingui()
  const labels = useCaseLabels()
  const params = useLangParam()
  const { pending, failed } = useSnapshot(syncStatus)
  const waiting = pending.filter((change) => change.path === CASES_CHANGE_PATH)
  const refused = failed.filter((change) => change.path === CASES_CHANGE_PATH)
  if (waiting.length === 0 && refused.length === 0) return null
  const describe = (body: unknown) => {
    const { kind, lines } = body as Partial<CaseBody>
    const count = lines?.length ?? 0
    return (
      <>
        <strong>{kind ? labels.kind[kind] : t`Case`}</strong> <Plural value={count} one="with # line" other="with # lines" />
      </>
    )
  }
  return (
    <ul className="service-list" aria-label={t`Cases not sent yet`}>
      {waiting.map((change) => (
        <li key={change.idempotencyKey} className="service-card case-card case-card--waiting">
          <div className="case-card__head">
            <span>{describe(change.body)}</span>
            <span className="case-status case-status--waiting">
              <Trans>Waiting to be sent</Trans>
            </span>
          </div>
          <p>
            <Trans>Kept on this device; it is sent once, as soon as the connection is back. Its number follows then.</Trans>
          </p>
        </li>
      ))}
      {refused.map((change) => {
        const reason = serviceErrorMessage(new ApiError(change.status, change.code, change.message), change.message)
        return (
          <li key={change.idempotencyKey} className="service-card case-card case-card--refused">
            <div className="case-card__head">
              <span>{describe(change.body)}</span>
              <span className="case-status case-status--rejected">
                <Trans>Not sent</Trans>
              </span>
            </div>
            <p role="alert">{t`The shop refused this case: ${reason}`}</p>
            <Link to="/{-$lang}/changes" params={params}>
              <Trans>Try again or discard it</Trans>
            </Link>
          </li>
        )
      })}
    </ul>
  )
}

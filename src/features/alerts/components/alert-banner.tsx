import { useLingui } from '@lingui/react/macro'
import { useSnapshot } from 'valtio'
import { type AlertType, alertStore, closeAlert } from '../../../shared/alerts/alert-store'
import { reserveBottomSpace } from '../../../shared/lib/bottom-overlay'
import { GlobalAlertFeed } from './global-alert-feed'
import './alerts.css'

const TONE: Record<AlertType, 'success' | 'error' | 'warning' | 'info'> = {
  success: 'success',
  positive: 'success',
  error: 'error',
  negative: 'error',
  warning: 'warning',
  info: 'info',
}

/**
 * The global banner area (SPEC.md §2). Errors and warnings are announced assertively (role alert),
 * successes politely (role status); each can be closed.
 */
export function AlertBanner() {
  const { alerts } = useSnapshot(alertStore)
  const { t } = useLingui()
  return (
    <section className="alert-banner" aria-label={t`Notifications`} ref={reserveBottomSpace}>
      <GlobalAlertFeed />
      {alerts.map((alert) => {
        const tone = TONE[alert.type]
        return (
          <div
            key={alert.id}
            className={`alert alert--${tone}`}
            role={tone === 'success' || tone === 'info' ? 'status' : 'alert'}
            data-global-alert={alert.globalId}
          >
            <p className="alert__message">{alert.message}</p>
            <button
              type="button"
              className="alert__close"
              onClick={() => closeAlert(alert.id)}
              aria-label={t`Close notification`}
            >
              <span aria-hidden="true">×</span>
            </button>
          </div>
        )
      })}
    </section>
  )
}

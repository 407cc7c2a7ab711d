import { useEffect } from 'react'
import { syncGlobalAlerts } from '../../../shared/alerts/alert-store'
import { useLanguage } from '../../../shared/lib/language'
import { useGlobalAlerts } from '../api/get-global-alerts'

/** Puts the admin area's active banner messages (for every visitor, anonymous too) into the alert area. */
export function GlobalAlertFeed() {
  const { data } = useGlobalAlerts(useLanguage())
  useEffect(() => {
    if (data) syncGlobalAlerts(data.alerts)
  }, [data])
  return null
}

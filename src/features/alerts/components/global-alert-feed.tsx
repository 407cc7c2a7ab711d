import { useEffect } from 'react'
import { useLanguage } from '../../../shared/lib/language'
import { useGlobalAlerts } from '../api/get-global-alerts'
import { syncGlobalAlerts } from '../store'

/** Puts the admin area's active banner messages (for every visitor, anonymous too) into the alert area. */
export function GlobalAlertFeed() {
  const { data } = useGlobalAlerts(useLanguage())
  useEffect(() => {
    if (data) syncGlobalAlerts(data.alerts)
  }, [data])
  return null
}

import { Trans } from '@lingui/react/macro'
import { useOnline } from '../lib/use-online'

/** A calm, persistent banner while the device has no connection. */
export function OfflineIndicator() {
  const online = useOnline()
  if (online) return null
  return (
    <p className="offline-indicator" role="status">
      <Trans>Offline – you can keep browsing what you have seen. Changes are kept and sent when the connection is back.</Trans>
    </p>
  )
}

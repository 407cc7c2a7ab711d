import { Trans } from '@lingui/react/macro'

/** Says plainly that these results come from this device, not from the shop's catalogue. */
export function OfflineResultsNotice() {
  return (
    <p className="notice notice--offline" role="status">
      <Trans>You are offline. These results come from parts you looked at on this device in the last 14 days.</Trans>
    </p>
  )
}

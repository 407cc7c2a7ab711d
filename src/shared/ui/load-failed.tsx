import { Trans } from '@lingui/react/macro'

/** A page's data could not load (offline and never seen here, or the shop did not answer): why, and a retry. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <div role="alert" className="card">
      <p>
        <Trans>This page could not be loaded. If you are offline, it opens once it has been seen online on this device.</Trans>
      </p>
      <button type="button" className="button" onClick={onRetry}>
        <Trans>Try again</Trans>
      </button>
    </div>
  )
}

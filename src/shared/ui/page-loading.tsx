import { Trans } from '@lingui/react/macro'

/** Shown while a page's data loads (after the router's pending delay, so fast pages never flash it). */
export function PageLoading() {
  return (
    <div className="page-loading" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <Trans>Loading…</Trans>
    </div>
  )
}

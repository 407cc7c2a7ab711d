import { Trans } from '@lingui/react/macro'
import { ApiError } from '../../../shared/lib/api-client'

/** A list could not load: why, in words, and a way to try again. */
export function LoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const offline = typeof navigator !== 'undefined' && !navigator.onLine
  return (
    <div className="infocenter-notice infocenter-notice--error" role="alert">
      <p>
        {offline ? (
          <Trans>You are offline and this list has not been opened on this device yet.</Trans>
        ) : error instanceof ApiError && error.status >= 500 ? (
          <Trans>The shop could not answer just now.</Trans>
        ) : (
          <Trans>This list could not be loaded.</Trans>
        )}
      </p>
      <button type="button" className="button" onClick={onRetry}>
        <Trans>Try again</Trans>
      </button>
    </div>
  )
}

type EmptyListProps = { none: string } & (
  | { filtered: boolean; message: string; onClear: () => void }
  /** A list without filters (the open cores account) only says there is nothing. */
  | { filtered?: never; message?: never; onClear?: never }
)

/** No rows: with filters, say so and offer to clear them; without, say there is nothing yet. */
export function EmptyList({ none, filtered, message, onClear }: EmptyListProps) {
  return (
    <div className="infocenter-notice" role="status">
      <p>{filtered ? message : none}</p>
      {filtered && (
        <button type="button" className="button" onClick={onClear}>
          <Trans>Clear filters</Trans>
        </button>
      )}
    </div>
  )
}

/** Offline, a PDF this device never opened cannot be shown. */
export function DocumentNeedsConnection({ number }: { number: string }) {
  return (
    <p className="infocenter-notice infocenter-notice--warning" role="alert">
      <Trans>Document {number} has not been opened on this device yet; it needs a connection.</Trans>
    </p>
  )
}

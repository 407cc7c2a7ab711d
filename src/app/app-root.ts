import { createRoot } from 'react-dom/client'
import { reportUiError } from '../features/error-reporting/report-error'

/**
 * The app's React root. An error thrown while rendering reaches the error log (SPEC.md §8): one a
 * route's error page caught (onCaughtError, beside the router's onCatch) and one nothing caught.
 * reportUiError sends each error once, whichever of them sees it first.
 */
export function createAppRoot(container: HTMLElement) {
  return createRoot(container, { onCaughtError: reportUiError, onUncaughtError: reportUiError })
}

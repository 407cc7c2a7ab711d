import { lazy, Suspense } from 'react'
import { useSnapshot } from 'valtio'
import { addAlert } from '../../../shared/alerts/alert-store'
import { isLoggedIn, sessionStore } from '../../../shared/session/session-store'
import { downloadErrorMessage } from '../lib/download-error-message'

// Only customers have downloads: a visitor's first page does not load the indicator (issue 17).
const DownloadsIndicator = lazy(() => import('./downloads-indicator').then((module) => ({ default: module.DownloadsIndicator })))

/** SPEC.md §6: a logged-in customer sees the download progress while downloads are pending. */
export function HeaderDownloads() {
  const loggedIn = isLoggedIn(useSnapshot(sessionStore))
  if (!loggedIn) return null
  return (
    <Suspense fallback={null}>
      <DownloadsIndicator onError={(error) => addAlert('error', downloadErrorMessage(error))} />
    </Suspense>
  )
}

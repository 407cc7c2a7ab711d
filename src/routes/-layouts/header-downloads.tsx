import { lazy, Suspense } from 'react'
import { useSnapshot } from 'valtio'
import { downloadErrorMessage } from '../../features/downloads/lib/download-error-message'
import { addAlert } from '../../shared/alerts/alert-store'
import { isLoggedIn, sessionStore } from '../../shared/session/session-store'

// Only customers have downloads: a visitor's first page does not load the indicator (issue 17).
const DownloadsIndicator = lazy(() =>
  import('../../features/downloads/components/downloads-indicator').then((module) => ({ default: module.DownloadsIndicator })),
)

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

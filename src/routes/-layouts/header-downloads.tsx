import { useSnapshot } from 'valtio'
import { isLoggedIn, sessionStore } from '../../features/account/store'
import { addAlert } from '../../features/alerts/store'
import { DownloadsIndicator } from '../../features/downloads/components/downloads-indicator'
import { downloadErrorMessage } from '../../features/downloads/lib/download-error-message'

/** SPEC.md §6: a logged-in customer sees the download progress while downloads are pending. */
export function HeaderDownloads() {
  const loggedIn = isLoggedIn(useSnapshot(sessionStore))
  if (!loggedIn) return null
  return <DownloadsIndicator onError={(error) => addAlert('error', downloadErrorMessage(error))} />
}

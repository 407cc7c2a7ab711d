import { apiPost } from '../../../shared/lib/api-client'
import { clearSession, sessionStore, setLoggingOut } from '../../../shared/session/session-store'

/**
 * SPEC.md §4 Logout: the logging-out flag goes up first (every other request is refused meanwhile),
 * the local session is cleared, then the server revokes the token and clears the cookie. Offline,
 * the local session still ends; the cookie then expires on its own.
 */
export async function logout() {
  setLoggingOut(true)
  clearSession()
  try {
    await apiPost<null>('/logout', {})
  } catch (error) {
    console.warn('logout call failed; the local session is cleared anyway', error)
  } finally {
    setLoggingOut(false)
  }
}

/** SPEC.md §4/§8: while logging out every other request fails with `logged out` plus the request (the API client's refuse hook). */
export function refuseWhileLoggingOut(_method: string, path: string): string | null {
  return sessionStore.isLoggingOut && path !== '/logout' ? 'logged out' : null
}

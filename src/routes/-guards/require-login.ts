import { t } from '@lingui/core/macro'
import { type ParsedLocation, redirect } from '@tanstack/react-router'
import { addLoginAlert } from '../../shared/alerts/alert-store'
import { needsLogin, splitLanguage } from '../../shared/contracts/routes'
import { langParam } from '../../shared/lib/language'
import { isLoggedIn, rememberReturnTo } from '../../shared/session/session-store'

/**
 * For the `beforeLoad` of checkout and information-centre routes: a visitor who is not logged in
 * sees the error alert `addresses.pleaseLogin` and goes to the login, which later brings them back.
 * Preloads (hovering a link) only redirect, without the alert or remembering the page.
 */
export function requireLogin({ location, preload }: { location: ParsedLocation; preload?: boolean }) {
  // The same rule as the server's 302 (needsLogin): the service worker serves these pages from the app shell.
  if (isLoggedIn() || !needsLogin(location.pathname)) return
  const { lang } = splitLanguage(location.pathname)
  if (!preload) {
    addLoginAlert('error', t({ id: 'addresses.pleaseLogin', message: 'Please log in to continue.' }))
    rememberReturnTo(location.href)
  }
  throw redirect({ to: '/{-$lang}/login', params: { lang: langParam(lang) }, statusCode: 302 })
}

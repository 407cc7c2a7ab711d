import { t } from '@lingui/core/macro'
import { createFileRoute, redirect, useNavigate } from '@tanstack/react-router'
import { logout } from '../../features/account/api/logout'
import { LoginPage } from '../../features/account/components/login-page'
import { addLoginAlert } from '../../shared/alerts/alert-store'
import { needsLogin, safeReturnPath, splitLanguage } from '../../shared/contracts/routes'
import { langParam, routeLanguage } from '../../shared/lib/language'
import { isLoggedIn, rememberReturnTo, sessionStore } from '../../shared/session/session-store'

/** `returnTo`: the page the server's 302 refused (SPEC.md §2); the SPA's own guard remembers it instead. */
type LoginSearch = { logout?: boolean | undefined; returnTo?: string | undefined }

/** Where a login sends the user: the last route (SPEC.md §2) unless that was a login page, else home. */
function returnPath(): string | null {
  const last = sessionStore.lastRoute
  if (!last || splitLanguage(last.split('?')[0] ?? '').rest === '/login') return null
  return last
}

export const Route = createFileRoute('/{-$lang}/login')({
  validateSearch: (search: Record<string, unknown>): LoginSearch => ({
    logout: search.logout === true || search.logout === 'true' ? true : undefined,
    returnTo: safeReturnPath(search.returnTo),
  }),
  beforeLoad: async ({ search, params, preload }) => {
    if (preload) return
    // SPEC.md §2: ?logout=true clears the session (after a forced logout, or a link from elsewhere).
    if (search.logout) {
      await logout()
      return
    }
    // Sent here by the server (a guarded page opened before the service worker took over): the same alert as the SPA's guard.
    if (search.returnTo && !isLoggedIn() && needsLogin(search.returnTo.split('?')[0] ?? '')) {
      addLoginAlert('error', t({ id: 'addresses.pleaseLogin', message: 'Please log in to continue.' }))
      rememberReturnTo(search.returnTo)
    }
    // Already logged in: back to the page they came from (still on screen, or the last one seen before a reload).
    if (isLoggedIn()) {
      const back = sessionStore.currentRoute
      throw back
        ? redirect({ href: back, statusCode: 302 })
        : redirect({ to: '/{-$lang}', params: { lang: params.lang }, statusCode: 302 })
    }
  },
  component: Login,
})

function Login() {
  const navigate = useNavigate()
  const params = Route.useParams()
  const onLoggedIn = () => {
    const back = returnPath()
    if (back) void navigate({ href: back })
    else void navigate({ to: '/{-$lang}', params: { lang: langParam(routeLanguage(params.lang)) } })
  }
  return <LoginPage onLoggedIn={onLoggedIn} />
}

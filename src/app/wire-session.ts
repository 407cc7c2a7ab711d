import { t } from '@lingui/core/macro'
import { subscribeKey } from 'valtio/utils'
import { refreshFeatures } from '../features/account/api/get-features'
import { logout, refuseWhileLoggingOut } from '../features/account/api/logout'
import { resetCartState } from '../features/cart/store'
import { forgetCheckoutDraft } from '../features/checkout/store'
import { installErrorReporting } from '../features/error-reporting/report-error'
import { addLoginAlert, clearLoginAlerts } from '../shared/alerts/alert-store'
import { needsLogin, splitLanguage } from '../shared/contracts/routes'
import { setApiHooks } from '../shared/lib/api-client'
import { langParam } from '../shared/lib/language'
import { announceOwner } from '../shared/lib/sync-status'
import { isLoggedIn, loggedInCustomerId, recordRouteChange, sessionStore } from '../shared/session/session-store'
import { forgetUserQueries } from './query-client'
import type { router as appRouter } from './router'

type AppRouter = typeof appRouter

const isLoginPath = (pathname: string) => splitLanguage(pathname).rest === '/login'
/** SPEC.md §4: in cart and search answers, these codes mean the session has ended. */
const LOGGED_OUT_CODES = new Set<unknown>([401, '401', 401000, '401000'])
const CART_OR_SEARCH = /^\/(checkout\/cart|search)\//

/**
 * Connects the session to the rest of the app: the API client's refusal while logging out and its
 * reaction to an ended session, the last-route rule, the features refresh on each navigation, and
 * error reporting with the customer number.
 */
export function wireSession(router: AppRouter) {
  installErrorReporting({ getUserId: loggedInCustomerId, getRoute: () => router.state.matches.at(-1)?.routeId })

  const language = () => splitLanguage(router.state.location.pathname).lang
  const onLoginPage = () => isLoginPath(router.state.location.pathname)

  /**
   * SPEC.md §4: 401 while logged in and not on login → state cleared, login with logout=true. The
   * logout call still goes out: only the server can clear the HttpOnly cookie on a shared tablet.
   */
  const forcedLogout = () => {
    void logout()
    void router.navigate({ to: '/{-$lang}/login', params: { lang: langParam(language()) }, search: { logout: true } })
  }

  /** SPEC.md §4: 401/401000 in a cart or search call → logout and the warning userWasLoggedOut. */
  const logoutWithWarning = async () => {
    addLoginAlert('warning', t({ id: 'userWasLoggedOut', message: 'Your session has ended. Please log in again.' }))
    await logout()
    if (!onLoginPage()) void router.navigate({ to: '/{-$lang}', params: { lang: langParam(language()) } })
  }

  setApiHooks({
    refuse: refuseWhileLoggingOut,
    onResponse: ({ path, status, payload }) => {
      if (!isLoggedIn() || sessionStore.isLoggingOut || path === '/login' || path === '/logout') return
      const code = (payload as { code?: unknown } | undefined)?.code
      // Only the admin-service token ended (the shop session is fine): the admin area asks for a new one.
      if (code === 'KIH_REQUIRED') return
      if (CART_OR_SEARCH.test(path) && (status === 401 || LOGGED_OUT_CODES.has(code))) void logoutWithWarning()
      else if (status === 401 && !onLoginPage()) forcedLogout()
    },
  })

  router.subscribe('onResolved', ({ fromLocation, toLocation, hrefChanged }) => {
    if (!hrefChanged) return
    recordRouteChange(fromLocation?.href, fromLocation ? isLoginPath(fromLocation.pathname) : false, {
      href: toLocation.href,
      isLogin: isLoginPath(toLocation.pathname),
    })
    if (isLoggedIn() && !isLoginPath(toLocation.pathname)) {
      // A failure needs no handling here: a 401 ends the session through onResponse above.
      refreshFeatures().catch(() => {})
    }
  })

  // Changes kept while the session had ended go out after the next login (issue #6): the worker
  // replays once it has heard the new owner (sync-owner), so no separate replay request is needed.
  // A login also ends the alerts that asked for it (they would otherwise linger on the page it leads to).
  // The checkout choices leave the device with the customer (the service worker drops the kept copy too).
  // Waiting changes belong to the customer who made them (a shared tablet): the queue hears who is
  // logged in (here on login and logout; at start and when a worker takes control, app/sync-bridge.ts).
  let visitor = !isLoggedIn()
  subscribeKey(sessionStore, 'expiresAt', () => {
    const loggedIn = isLoggedIn()
    announceOwner(loggedInCustomerId())
    if (!loggedIn) {
      void forgetUserOnDevice()
      visitor = true
      // Ran out on its own (no logout under way) on a page that needs it: the login guard takes over, with its alert.
      if (!sessionStore.isLoggingOut && needsLogin(router.state.location.pathname)) void router.invalidate()
      return
    }
    // Answers fetched as a visitor lack prices: a login fetches them anew,
    // so "log in to see prices" brings the visitor back to a page that shows them.
    if (visitor) void router.options.context.queryClient.invalidateQueries()
    visitor = false
    clearLoginAlerts()
  })
}

/**
 * SPEC.md §4 and shared tablets: whatever way the session ends (logout, a 401, expiry), the next
 * person sees nothing of this customer's: cart selection, quick-order draft, checkout choices and
 * every persisted answer (quote, saved carts, orders). Waiting changes are parked by the queue, not here.
 */
export async function forgetUserOnDevice() {
  forgetCheckoutDraft()
  resetCartState()
  // The quick-order store is not part of the first page (issue 17): it loads when there is something to forget.
  const forgetQuickOrder = import('../features/quick-order/store')
    .then((module) => module.forgetQuickOrderDrafts())
    .catch((error: unknown) => console.warn('could not forget the quick-order drafts', error))
  await Promise.all([forgetQuickOrder, forgetUserQueries()])
}

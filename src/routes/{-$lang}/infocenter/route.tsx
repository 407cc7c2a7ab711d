import { createFileRoute, Outlet, useLocation } from '@tanstack/react-router'
import { useSnapshot } from 'valtio'
import { needsLogin } from '../../../shared/contracts/routes'
import { isLoggedIn, sessionStore } from '../../../shared/session/session-store'
import { requireLogin } from '../../-guards/require-login'

/** Every information-centre page needs a login (SPEC.md §5), shared favourites excepted. */
export const Route = createFileRoute('/{-$lang}/infocenter')({
  beforeLoad: requireLogin,
  component: InfocenterOutlet,
})

/**
 * A session that ends on an information-centre page (logout, a 401, expiry) is on its way elsewhere
 * (home, or the login): the page renders nothing meanwhile, rather than "not available for your
 * account" for want of features. Shared favourites need no login and stay.
 */
function InfocenterOutlet() {
  const session = useSnapshot(sessionStore)
  const { pathname } = useLocation()
  return isLoggedIn(session) || !needsLogin(pathname) ? <Outlet /> : null
}

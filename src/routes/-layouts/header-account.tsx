import { useNavigate, useRouterState } from '@tanstack/react-router'
import { useSnapshot } from 'valtio'
import { logout } from '../../features/account/api/logout'
import { AccountMenu } from '../../features/account/components/account-menu'
import { LoginButton } from '../../features/account/components/login-button'
import { MobileAccountIcons } from '../../features/account/components/mobile-account-icons'
import { QuickOrderButton } from '../../features/account/components/quick-order-button'
import { isLoggedIn, sessionStore } from '../../features/account/store'
import { splitLanguage } from '../../shared/contracts/routes'
import { useLangParam } from '../../shared/lib/language'

/**
 * The header's account part: a visitor gets the login button; a customer the quick-order button and
 * the user dropdown. On narrow screens (≤ 768 px) icons replace both (SPEC.md §2).
 */
export function HeaderAccount() {
  const loggedIn = isLoggedIn(useSnapshot(sessionStore))
  const navigate = useNavigate()
  const params = useLangParam()
  const pathname = useRouterState({ select: (state) => state.location.pathname })

  // SPEC.md §4: after the logout call, go home unless already on the login page.
  const onLogout = async () => {
    await logout()
    if (splitLanguage(pathname).rest !== '/login') void navigate({ to: '/{-$lang}', params })
  }

  return (
    <div className="account-area">
      <div className="account-area account-area__desktop">
        {loggedIn ? (
          <>
            <QuickOrderButton />
            <AccountMenu onLogout={() => void onLogout()} />
          </>
        ) : (
          <LoginButton />
        )}
      </div>
      <MobileAccountIcons onLogout={() => void onLogout()} />
    </div>
  )
}

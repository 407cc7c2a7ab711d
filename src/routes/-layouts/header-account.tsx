import { lazy, Suspense } from 'react'
import { useSnapshot } from 'valtio'
import { LoginButton } from '../../features/account/components/login-button'
import { MobileAccountIcons } from '../../features/account/components/mobile-account-icons'
import { QuickOrderButton } from '../../features/account/components/quick-order-button'
import { isLoggedIn, sessionStore } from '../../shared/session/session-store'
import { useLogout, useLogoutQuestion } from './use-logout'

// The account menu is a customer's: a visitor's first page does not load it (issue 17).
const AccountMenu = lazy(() =>
  import('../../features/account/components/account-menu').then((module) => ({ default: module.AccountMenu })),
)

/**
 * The header's account part: a visitor gets the login button; a customer the quick-order button and
 * the account menu. Narrower screens keep the same controls as icons (the quick-order button moves
 * into the account menu, which has it at every width) plus SPEC.md §2's mobile icons.
 */
export function HeaderAccount() {
  const loggedIn = isLoggedIn(useSnapshot(sessionStore))
  const onLogout = useLogout()
  const logoutQuestion = useLogoutQuestion()
  return (
    <div className="account-area">
      {loggedIn ? (
        <>
          <QuickOrderButton />
          <Suspense fallback={null}>
            <AccountMenu onLogout={onLogout} />
          </Suspense>
        </>
      ) : (
        <LoginButton />
      )}
      <MobileAccountIcons onLogout={onLogout} />
      {logoutQuestion}
    </div>
  )
}

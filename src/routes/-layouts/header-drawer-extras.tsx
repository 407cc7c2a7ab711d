import { Trans } from '@lingui/react/macro'
import { useSnapshot } from 'valtio'
import { AccountEntries } from '../../features/account/components/account-entries'
import { LoginButton } from '../../features/account/components/login-button'
import { CountryChoice } from '../../features/locale/components/country-choice'
import { LanguageChoice } from '../../features/locale/components/language-choice'
import { isLoggedIn, sessionStore } from '../../shared/session/session-store'
import { useLogout } from './use-logout'

/**
 * The drawer's sections below the catalogue: the account (the same entries as the desktop account
 * menu) and language and country, which the compact header has no room for on a phone.
 */
export function HeaderDrawerExtras({ close }: { close: () => void }) {
  const session = useSnapshot(sessionStore)
  const onLogout = useLogout()
  const name = `${session.userFirstName} ${session.userLastName}`.trim()
  return (
    <>
      <section className="drawer__section" aria-labelledby="drawer-account">
        <h2 id="drawer-account" className="drawer__title">
          {isLoggedIn(session) ? name : <Trans>Account</Trans>}
        </h2>
        {isLoggedIn(session) ? <AccountEntries onLogout={onLogout} onDone={close} /> : <LoginButton />}
      </section>
      <section className="drawer__section drawer__locale" aria-labelledby="drawer-locale">
        <h2 id="drawer-locale" className="drawer__title">
          <Trans>Country and language</Trans>
        </h2>
        <LanguageChoice inline />
        <CountryChoice />
      </section>
    </>
  )
}

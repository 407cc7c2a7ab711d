import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useSnapshot } from 'valtio'
import { useLangParam } from '../../../shared/lib/language'
import { GlobeIcon, LoginIcon, LogoutIcon, UserIcon } from '../../../shared/ui/icons'
import { isLoggedIn, sessionStore } from '../store'

/** SPEC.md §2 mobile icons (next to the cart): account, logout or login, and the globe for country and language. */
export function MobileAccountIcons({ onLogout }: { onLogout: () => void }) {
  const { t } = useLingui()
  const params = useLangParam()
  const loggedIn = isLoggedIn(useSnapshot(sessionStore))
  return (
    <div className="mobile-account-icons">
      <Link
        to={loggedIn ? '/{-$lang}/infocenter' : '/{-$lang}/login'}
        params={params}
        className="icon-button"
        aria-label={loggedIn ? t`Information centre` : t`Account`}
      >
        <UserIcon />
      </Link>
      {loggedIn ? (
        <button type="button" className="icon-button" aria-label={t`Log out`} onClick={onLogout}>
          <LogoutIcon />
        </button>
      ) : (
        <Link to="/{-$lang}/login" params={params} className="icon-button" aria-label={t`Log in`}>
          <LoginIcon />
        </Link>
      )}
      <Link to="/{-$lang}/geoselection" params={params} className="icon-button" aria-label={t`Country and language`}>
        <GlobeIcon />
      </Link>
    </div>
  )
}

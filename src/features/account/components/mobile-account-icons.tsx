import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useSnapshot } from 'valtio'
import { useLangParam } from '../../../shared/lib/language'
import { isLoggedIn, sessionStore } from '../../../shared/session/session-store'
import { GlobeIcon, LogoutIcon } from '../../../shared/ui/icons'

/**
 * SPEC.md §2 mobile icons beside the account menu (or login button) and the cart: logout, and the
 * globe for country and language.
 */
export function MobileAccountIcons({ onLogout }: { onLogout: () => void }) {
  const { t } = useLingui()
  const params = useLangParam()
  const loggedIn = isLoggedIn(useSnapshot(sessionStore))
  return (
    <div className="mobile-account-icons">
      {loggedIn && (
        <button type="button" className="icon-button" aria-label={t`Log out`} onClick={onLogout}>
          <LogoutIcon />
        </button>
      )}
      <Link to="/{-$lang}/geoselection" params={params} className="icon-button" aria-label={t`Country and language`}>
        <GlobeIcon />
      </Link>
    </div>
  )
}

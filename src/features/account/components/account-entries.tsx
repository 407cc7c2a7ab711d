import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useSnapshot } from 'valtio'
import { useLangParam } from '../../../shared/lib/language'
import { sessionStore } from '../../../shared/session/session-store'
import { LogoutIcon, QuickOrderIcon } from '../../../shared/ui/icons'
import { PriceToggle } from './price-toggle'

type Props = {
  onLogout: () => void
  /** Closes the container (dropdown or drawer) once an entry was used. */
  onDone: () => void
}

/**
 * What a customer's account offers, in one list: the desktop dropdown and the navigation drawer both
 * render it, so a phone or a tablet reaches exactly what the desktop header reaches.
 */
export function AccountEntries({ onLogout, onDone }: Props) {
  const params = useLangParam()
  const session = useSnapshot(sessionStore)
  return (
    <ul className="account-entries">
      <li>
        <Link to="/{-$lang}/infocenter/quickorder" params={params} className="account-menu__item" onClick={onDone}>
          <QuickOrderIcon size={18} />
          <Trans>Quick order</Trans>
        </Link>
      </li>
      <li>
        <Link to="/{-$lang}/infocenter/mycarts" params={params} className="account-menu__item" onClick={onDone}>
          <Trans>Saved carts</Trans>
        </Link>
      </li>
      <li>
        <Link to="/{-$lang}/infocenter" params={params} className="account-menu__item" onClick={onDone}>
          <Trans>Information centre</Trans>
        </Link>
      </li>
      {session.showPrice && (
        <li>
          <PriceToggle />
        </li>
      )}
      <li>
        <button
          type="button"
          className="account-menu__item"
          onClick={() => {
            onDone()
            onLogout()
          }}
        >
          <LogoutIcon size={18} />
          <Trans>Log out</Trans>
        </button>
      </li>
    </ul>
  )
}

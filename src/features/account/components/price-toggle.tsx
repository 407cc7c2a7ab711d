import { Trans } from '@lingui/react/macro'
import { useSnapshot } from 'valtio'
import { isLoggedIn, sessionStore, togglePricesHidden } from '../../../shared/session/session-store'

/** SPEC.md §2: the show/hide prices switch, only when the customer may see prices at all. */
export function PriceToggle() {
  const session = useSnapshot(sessionStore)
  if (!isLoggedIn(session) || !session.showPrice) return null
  return (
    <button
      type="button"
      role="switch"
      aria-checked={!session.pricesHiddenByUser}
      className="price-toggle"
      onClick={togglePricesHidden}
    >
      <span className="price-toggle__track" aria-hidden="true" />
      <Trans>Show prices</Trans>
    </button>
  )
}

import { useSnapshot } from 'valtio'
import { CartIcon } from '../../features/cart/components/cart-icon'
import { useSearchCountry } from '../../shared/country/search-country'
import { isLoggedIn, sessionStore } from '../../shared/session/session-store'

/** The cart icon with the session it needs: a visitor's click goes to the login. */
export function HeaderCart() {
  const loggedIn = isLoggedIn(useSnapshot(sessionStore))
  return <CartIcon loggedIn={loggedIn} countryID={useSearchCountry()} />
}

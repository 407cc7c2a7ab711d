import { useSnapshot } from 'valtio'
import { isLoggedIn, sessionStore } from '../../features/account/store'
import { CartIcon } from '../../features/cart/components/cart-icon'
import { useSearchCountry } from './search-country'

/** The cart icon with the session it needs: a visitor's click goes to the login. */
export function HeaderCart() {
  const loggedIn = isLoggedIn(useSnapshot(sessionStore))
  return <CartIcon loggedIn={loggedIn} countryID={useSearchCountry()} />
}

import { useSnapshot } from 'valtio'
import { isLoggedIn, sessionStore } from '../../features/account/store'
import { addAlert } from '../../features/alerts/store'
import { WatchButton } from '../../features/notice-list/components/watch-button'
import { HeaderSearch } from '../../features/search/components/header-search'
import { VinSearchField } from '../../features/vin/components/vin-search-field'
import { vinSearchEnabled } from '../../shared/contracts/account-constants'
import { useSearchCountry } from './search-country'
import { useAddToCart } from './use-cart-actions'

/**
 * Composes the header search from the search and vin features. VIN mode appears only for a customer
 * whose vinSearch permission allows it (SPEC.md §4); add-to-cart and the notice list's watch button only for a logged-in customer.
 */
export function HeaderSearchArea() {
  const countryID = useSearchCountry()
  const session = useSnapshot(sessionStore)
  const loggedIn = isLoggedIn(session)
  const vinAllowed = loggedIn && vinSearchEnabled(session)
  const addToCart = useAddToCart()
  return (
    <HeaderSearch
      countryID={countryID}
      vinField={vinAllowed ? <VinSearchField showSuggestions={loggedIn} /> : undefined}
      addToCart={loggedIn ? addToCart : undefined}
      canFillBasket={loggedIn && session.fillBasket}
      moreActions={
        loggedIn
          ? (product) => (
              <WatchButton customerId={session.customerId} product={product} onDone={(message) => addAlert('success', message)} />
            )
          : undefined
      }
    />
  )
}

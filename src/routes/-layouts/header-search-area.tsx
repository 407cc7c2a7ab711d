import { lazy, Suspense } from 'react'
import { useSnapshot } from 'valtio'
import { useAddToCart } from '../../features/cart/components/use-add-to-cart'
import { WatchButton } from '../../features/notice-list/components/watch-button'
import { HeaderSearch } from '../../features/search/components/header-search'
import { addAlert } from '../../shared/alerts/alert-store'
import { vinSearchEnabled } from '../../shared/contracts/account-constants'
import { useSearchCountry } from '../../shared/country/search-country'
import { isLoggedIn, sessionStore } from '../../shared/session/session-store'

// Only customers with the VIN permission get the VIN field: visitors do not load it (issue 17).
const VinSearchField = lazy(() =>
  import('../../features/vin/components/vin-search-field').then((module) => ({ default: module.VinSearchField })),
)

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
      vinField={
        vinAllowed ? (
          <Suspense fallback={null}>
            <VinSearchField showSuggestions={loggedIn} />
          </Suspense>
        ) : undefined
      }
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

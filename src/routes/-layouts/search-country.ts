import { useSnapshot } from 'valtio'
import { isLoggedIn, sessionStore } from '../../features/account/store'
import { countryStore } from '../../features/locale/store'

/**
 * The country searches and prices are asked for (SPEC.md §6): a logged-in customer's billing
 * country, else the selected country. Routes read it here so features need not know the source.
 */
export function getSearchCountry(): string {
  return isLoggedIn() && sessionStore.userBillingAddressCountry ? sessionStore.userBillingAddressCountry : countryStore.countryID
}

export function useSearchCountry(): string {
  const session = useSnapshot(sessionStore)
  const { countryID } = useSnapshot(countryStore)
  return isLoggedIn(session) && session.userBillingAddressCountry ? session.userBillingAddressCountry : countryID
}

import { useSnapshot } from 'valtio'
import { isLoggedIn, sessionStore } from '../session/session-store'
import { countryStore } from './country-store'

type SessionCountries = Pick<typeof sessionStore, 'expiresAt' | 'userSearchCountry' | 'userBillingAddressCountry'>

/**
 * The country searches and prices are asked for (SPEC.md §6): a logged-in customer's search country
 * (the billing country, or the configured default when the server's blocked-country rule applies;
 * a session saved before that field existed falls back to the billing country), else the selected
 * country. Every feature and route asks for it here, so the rule stands in one place.
 */
function searchCountryOf(session: SessionCountries, selected: string): string {
  const own = session.userSearchCountry || session.userBillingAddressCountry
  return isLoggedIn(session) && own ? own : selected
}

export function getSearchCountry(): string {
  return searchCountryOf(sessionStore, countryStore.countryID)
}

export function useSearchCountry(): string {
  return searchCountryOf(useSnapshot(sessionStore), useSnapshot(countryStore).countryID)
}

import { useSnapshot } from 'valtio'
import { countryStore } from '../../features/locale/store'

/**
 * The country searches and prices are asked for (SPEC.md §6): the selected country for a visitor.
 * Routes read it here so features need not know where it comes from.
 */
export function getSearchCountry(): string {
  return countryStore.countryID
}

export function useSearchCountry(): string {
  return useSnapshot(countryStore).countryID
}

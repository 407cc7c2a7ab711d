import { queryOptions, useQuery } from '@tanstack/react-query'
import type { CheckoutOptions } from '../../../shared/contracts/cart'
import type { Language } from '../../../shared/contracts/languages'
import { apiGet } from '../../../shared/lib/api-client'

/** Freight depends on where the goods go: the shipping address's country, the search country until that is known. */
export const checkoutOptionsQuery = (languageID: Language, countryID: string, shippingCountry = countryID) =>
  queryOptions({
    queryKey: ['checkout', 'options', languageID, countryID, shippingCountry],
    queryFn: () => apiGet<CheckoutOptions>('/checkout/options', { languageID, countryID, shippingCountry }),
    // Refetched whenever a step shows it (the last order adds a delivery address and changes the defaults);
    // the kept copy shows meanwhile and offline. Choices live in the store, so a refetch never touches them.
    staleTime: 0,
  })

export function useCheckoutOptions(languageID: Language, countryID: string, shippingCountry?: string) {
  return useQuery(checkoutOptionsQuery(languageID, countryID, shippingCountry))
}

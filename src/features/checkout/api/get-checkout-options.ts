import { queryOptions, useQuery } from '@tanstack/react-query'
import type { CheckoutOptions } from '../../../shared/contracts/cart'
import type { Language } from '../../../shared/contracts/languages'
import { apiGet } from '../../../shared/lib/api-client'

export const checkoutOptionsQuery = (languageID: Language, countryID: string) =>
  queryOptions({
    queryKey: ['checkout', 'options', languageID, countryID],
    queryFn: () => apiGet<CheckoutOptions>('/checkout/options', { languageID, countryID }),
    staleTime: 5 * 60_000,
  })

export function useCheckoutOptions(languageID: Language, countryID: string) {
  return useQuery(checkoutOptionsQuery(languageID, countryID))
}

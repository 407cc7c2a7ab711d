import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Quote } from '../../../shared/contracts/cart'
import type { Language } from '../../../shared/contracts/languages'
import { apiPost } from '../../../shared/lib/api-client'
import { setCartLoading } from '../store'

export const CART_QUERY_KEY = ['cart'] as const

export async function fetchQuote(languageID: Language, countryID: string): Promise<Quote> {
  setCartLoading(true)
  try {
    return await apiPost<Quote>('/checkout/cart/getQuote', { languageID, countryID })
  } finally {
    setCartLoading(false)
  }
}

export const quoteQuery = (languageID: Language, countryID: string) =>
  queryOptions({
    queryKey: [...CART_QUERY_KEY, 'quote', languageID, countryID],
    queryFn: () => fetchQuote(languageID, countryID),
    // Always refetched when shown (the cart may have changed on another device); the persisted copy shows meanwhile and offline.
    staleTime: 0,
  })

/** The quote, only while logged in (a visitor has no cart). */
export function useQuote(languageID: Language, countryID: string, enabled = true) {
  return useQuery({ ...quoteQuery(languageID, countryID), enabled })
}

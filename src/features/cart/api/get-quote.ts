import { type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query'
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

/**
 * The quote, only while logged in (a visitor has no cart). Until this language's quote is known,
 * the last cart known in any language stands in: offline, the badge and the cart page show the
 * cart as it was rather than 0 or an endless "loading".
 */
export function useQuote(languageID: Language, countryID: string, enabled = true) {
  const queryClient = useQueryClient()
  return useQuery({
    ...quoteQuery(languageID, countryID),
    enabled,
    placeholderData: (previous) => previous ?? lastKnownQuote(queryClient),
  })
}

function lastKnownQuote(queryClient: QueryClient): Quote | undefined {
  const known = queryClient
    .getQueryCache()
    .findAll({ queryKey: [...CART_QUERY_KEY, 'quote'] })
    .filter((query) => query.state.data !== undefined)
    .sort((a, b) => b.state.dataUpdatedAt - a.state.dataUpdatedAt)
  return known[0]?.state.data as Quote | undefined
}

/**
 * After a change the shop applied. Never after one kept offline: the shop's cart has not changed,
 * and a refetch would wait for the connection (the change shows from the queue meanwhile).
 */
export function refreshCart(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: CART_QUERY_KEY })
}

import type { QueryClient } from '@tanstack/react-query'
import type { Quote } from '../../../shared/contracts/cart'
import type { Language } from '../../../shared/contracts/languages'
import { markNone, setCartLoading } from '../store'
import { quoteQuery } from './get-quote'
import { sendCartMutation } from './send-cart-mutation'

export async function deleteCartItems(queryClient: QueryClient, itemIds: number[], languageID: Language, countryID: string) {
  if (itemIds.length === 0) return
  setCartLoading(true)
  try {
    const result = await sendCartMutation<Quote>('/checkout/cart/delete', { item_ids: itemIds, languageID, countryID })
    if (!result.queued) queryClient.setQueryData(quoteQuery(languageID, countryID).queryKey, result.data)
    markNone()
  } finally {
    setCartLoading(false)
  }
}

import type { QueryClient } from '@tanstack/react-query'
import type { Quote } from '../../../shared/contracts/cart'
import type { Language } from '../../../shared/contracts/languages'
import { sendChange } from '../../../shared/lib/send-change'
import { markNone, setCartLoading } from '../store'
import { quoteQuery } from './get-quote'

export async function deleteCartItems(queryClient: QueryClient, itemIds: number[], languageID: Language, countryID: string) {
  if (itemIds.length === 0) return
  setCartLoading(true)
  try {
    const result = await sendChange<Quote>('POST', '/checkout/cart/delete', { item_ids: itemIds, languageID, countryID })
    if (!result.queued) queryClient.setQueryData(quoteQuery(languageID, countryID).queryKey, result.data)
    markNone()
  } finally {
    setCartLoading(false)
  }
}

import type { QueryClient } from '@tanstack/react-query'
import type { Quote } from '../../../shared/contracts/cart'
import type { Language } from '../../../shared/contracts/languages'
import { sendChange } from '../../../shared/lib/send-change'
import { setCartLoading } from '../store'
import { quoteQuery } from './get-quote'

export async function updateCartItem(
  queryClient: QueryClient,
  item: { item_id: number; sku: string; qty: number },
  languageID: Language,
  countryID: string,
) {
  setCartLoading(true)
  try {
    const result = await sendChange<Quote>('POST', '/checkout/cart/update/', { ...item, languageID, countryID })
    if (!result.queued) queryClient.setQueryData(quoteQuery(languageID, countryID).queryKey, result.data)
  } finally {
    setCartLoading(false)
  }
}

import type { QueryClient } from '@tanstack/react-query'
import type { RefillResponse } from '../../../shared/contracts/cart'
import type { Language } from '../../../shared/contracts/languages'
import { sendChange } from '../../../shared/lib/send-change'
import { refreshCart } from './get-quote'

/**
 * An earlier order back into the cart (reorder from the information centre). Parts that left the
 * catalogue or are already in the cart come back as `missing`; null when the change waits offline.
 */
export async function refillFromOrder(queryClient: QueryClient, orderNumber: string, languageID: Language) {
  const result = await sendChange<RefillResponse>('POST', '/checkout/cart/refill', {
    source: 'order',
    id: orderNumber,
    languageID,
  })
  if (result.queued) return null
  await refreshCart(queryClient)
  return result.data
}

import type { QueryClient } from '@tanstack/react-query'
import type { PlaceOrderBody, PlaceOrderResponse } from '../../../shared/contracts/cart'
import { sendChange } from '../../../shared/lib/send-change'
import { resetCartState } from '../store'
import { refreshCart } from './get-quote'

/** Placing the order is a cart change like the others: one Idempotency-Key per click, so a retry never orders twice. */
export async function placeOrder(queryClient: QueryClient, body: PlaceOrderBody): Promise<PlaceOrderResponse | null> {
  const result = await sendChange<PlaceOrderResponse>('POST', '/checkout/placeOrder', body)
  if (result.queued) return null
  resetCartState()
  await refreshCart(queryClient)
  return result.data
}

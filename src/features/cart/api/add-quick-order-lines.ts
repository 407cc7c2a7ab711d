import type { QueryClient } from '@tanstack/react-query'
import { CART_QUERY_KEY } from './get-quote'
import { sendCartMutation } from './send-cart-mutation'

type Answer = { code: string; added: number; merged: number; itemCount: number }

/**
 * Quick order adds every valid line in one request; a part already in the cart gets the quantities
 * added up. Null when the service worker kept the change for later.
 */
export async function addQuickOrderLines(queryClient: QueryClient, lines: Array<{ sku: string; vendorId: string; qty: number }>) {
  const items = lines.map((line) => ({ sku: `${line.vendorId}-${line.sku}`, qty: line.qty }))
  const result = await sendCartMutation<Answer>('/quickorder/add', { items })
  const refresh = queryClient.invalidateQueries({ queryKey: CART_QUERY_KEY })
  // Offline the cart's refetch waits for the network: a kept change answers at once instead.
  if (result.queued) return null
  await refresh
  return result.data
}

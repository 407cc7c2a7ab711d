import type { QueryClient } from '@tanstack/react-query'
import { sendChange } from '../../../shared/lib/send-change'
import { refreshCart } from './get-quote'

type Answer = { code: string; added: number; merged: number; itemCount: number }

/**
 * Quick order adds every valid line in one request; a part already in the cart gets the quantities
 * added up. Null when the service worker kept the change for later.
 */
export async function addQuickOrderLines(queryClient: QueryClient, lines: Array<{ sku: string; vendorId: string; qty: number }>) {
  const items = lines.map((line) => ({ sku: `${line.vendorId}-${line.sku}`, qty: line.qty }))
  const result = await sendChange<Answer>('POST', '/quickorder/add', { items })
  if (result.queued) return null
  await refreshCart(queryClient)
  return result.data
}

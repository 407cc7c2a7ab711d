import type { QueryClient } from '@tanstack/react-query'
import type { CartCodeResponse } from '../../../shared/contracts/cart'
import { sendChange } from '../../../shared/lib/send-change'
import { refreshCart } from './get-quote'

export type CartProductRef = { sku?: string | null | undefined; vendorId?: string | null | undefined; qty?: number | undefined }

/** SPEC.md §3/§5: '{vendorId}-{sku}' lines; lines without sku or vendorId are dropped. */
export function toPayloadLines(products: CartProductRef[]) {
  return products.flatMap((product) =>
    product.sku && product.vendorId ? [{ sku: `${product.vendorId}-${product.sku}`, qty: product.qty ?? 1 }] : [],
  )
}

/**
 * The one add-to-cart action of search results, product pages and vehicle parts. An empty mapped
 * payload aborts without a call (SPEC.md §5). Answers 'added', 'queued' (kept on this device until
 * the connection is back) or null when nothing was sent.
 */
export async function addToCart(queryClient: QueryClient, products: CartProductRef[]): Promise<'added' | 'queued' | null> {
  const items = toPayloadLines(products)
  if (items.length === 0) return null
  const result = await sendChange<CartCodeResponse>('POST', '/checkout/cart/add', { items })
  if (result.queued) return 'queued'
  await refreshCart(queryClient)
  return 'added'
}

import type { ReactNode } from 'react'
import { useSnapshot } from 'valtio'
import { AddToCartControl } from '../../features/cart/components/add-to-cart-control'
import { useAddToCart } from '../../features/cart/components/use-add-to-cart'
import { WatchButton } from '../../features/notice-list/components/watch-button'
import { addAlert } from '../../shared/alerts/alert-store'
import { isLoggedIn, sessionStore } from '../../shared/session/session-store'

/**
 * Quantity + add-to-cart and "watch" (notice list) for product pages and product lists, only for a
 * logged-in customer (SPEC.md §6); add-to-cart disabled without the fillBasket feature. Undefined for
 * visitors: no actions at all.
 */
export function useProductCartActions(): ((product: { sku: string; vendorId: string }) => ReactNode) | undefined {
  const session = useSnapshot(sessionStore)
  const add = useAddToCart()
  if (!isLoggedIn(session)) return undefined
  return (product) => (
    <>
      <AddToCartControl disabled={!session.fillBasket} onAdd={(quantity) => add(product, quantity)} />
      <WatchButton customerId={session.customerId} product={product} onDone={(message) => addAlert('success', message)} />
    </>
  )
}

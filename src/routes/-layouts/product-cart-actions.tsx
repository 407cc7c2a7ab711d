import type { ReactNode } from 'react'
import { useSnapshot } from 'valtio'
import { isLoggedIn, sessionStore } from '../../features/account/store'
import { AddToCartControl } from '../../features/cart/components/add-to-cart-control'
import { useAddToCart } from './use-cart-actions'

/**
 * Quantity + add-to-cart for product pages and product lists, only for a logged-in customer
 * (SPEC.md §6); disabled without the fillBasket feature. Undefined for visitors: no actions at all.
 */
export function useProductCartActions(): ((product: { sku: string; vendorId: string }) => ReactNode) | undefined {
  const session = useSnapshot(sessionStore)
  const add = useAddToCart()
  if (!isLoggedIn(session)) return undefined
  return (product) => <AddToCartControl disabled={!session.fillBasket} onAdd={(quantity) => add(product, quantity)} />
}

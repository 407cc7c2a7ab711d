import { t } from '@lingui/core/macro'
import { useQueryClient } from '@tanstack/react-query'
import { useCallback } from 'react'
import { addAlert } from '../../../shared/alerts/alert-store'
import { CART_ERROR_CODES } from '../../../shared/contracts/cart-constants'
import { ApiError } from '../../../shared/lib/api-client'
import { apiErrorMessage } from '../../../shared/lib/api-error-message'
import { track } from '../../../shared/lib/tracking/track'
import { addToCart } from '../api/add-to-cart'

/**
 * A failed cart change as an alert, for pages whose control cannot hold the reason itself; the
 * reason is translated by its code (the server's English sentence is for logs).
 */
export function alertCartError(error: unknown) {
  // SPEC.md §8: shown and logged as an error.
  if (error instanceof ApiError && error.code === CART_ERROR_CODES.itemAlreadyInList) console.error('Item already in list')
  addAlert('error', apiErrorMessage(error, t`The change could not be saved.`))
}

/**
 * The one add-to-cart action of the header search, search results, vehicle parts and product pages
 * (SPEC.md §8: alert `addToCartSuccess` or `errors.addToCart`). Rejects on failure so buttons reset;
 * answers 'queued' when the change waits on this device, so the button can say so.
 */
export function useAddToCart() {
  const queryClient = useQueryClient()
  return useCallback(
    async (product: { sku: string; vendorId: string; name?: string }, quantity: number) => {
      try {
        const outcome = await addToCart(queryClient, [{ sku: product.sku, vendorId: product.vendorId, qty: quantity }])
        // Queued offline counts too: the customer added it, and the event waits with the change.
        const item = { item_id: product.sku, item_name: product.name ?? product.sku, item_variant: product.vendorId, quantity }
        if (outcome) track({ event: 'add_to_cart', ecommerce: { items: [item] } })
        if (outcome === 'queued')
          addAlert('success', t`You are offline: the part is added to the cart when the connection is back.`)
        else addAlert('success', t({ id: 'addToCartSuccess', message: 'The part is in the cart.' }))
        return outcome
      } catch (error) {
        if (error instanceof ApiError && error.code === CART_ERROR_CODES.itemAlreadyInList) alertCartError(error)
        else addAlert('error', t({ id: 'errors.addToCart', message: 'The part could not be added to the cart.' }))
        throw error
      }
    },
    [queryClient],
  )
}

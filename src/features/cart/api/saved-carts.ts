import { type QueryClient, queryOptions } from '@tanstack/react-query'
import type { RefillResponse, SavedCart } from '../../../shared/contracts/cart'
import type { Language } from '../../../shared/contracts/languages'
import { apiGet } from '../../../shared/lib/api-client'
import { sendChange } from '../../../shared/lib/send-change'
import { CART_QUERY_KEY, refreshCart } from './get-quote'

// Saved carts are cart data: one file for the list and its three changes keeps them together.
export const savedCartsQuery = () =>
  queryOptions({
    queryKey: [...CART_QUERY_KEY, 'saved'],
    queryFn: () => apiGet<{ carts: SavedCart[] }>('/saved-carts'),
  })

export async function saveCurrentCart(queryClient: QueryClient, name: string) {
  await sendChange<SavedCart>('POST', '/saved-carts/save', { name })
  await queryClient.invalidateQueries({ queryKey: savedCartsQuery().queryKey })
}

export async function restoreSavedCart(queryClient: QueryClient, id: number, languageID: Language) {
  const result = await sendChange<RefillResponse>('POST', '/saved-carts/restore', { id, languageID })
  if (result.queued) return null
  await refreshCart(queryClient)
  return result.data
}

export async function deleteSavedCart(queryClient: QueryClient, id: number) {
  await sendChange<{ code: string }>('POST', '/saved-carts/delete', { id })
  await queryClient.invalidateQueries({ queryKey: savedCartsQuery().queryKey })
}

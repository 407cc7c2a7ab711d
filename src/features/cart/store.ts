import { proxy, subscribe } from 'valtio'
import { get, set } from '../../shared/lib/device-store'

/**
 * SPEC.md §3/§4 client state of the cart: which items are marked, the policy acceptance and the
 * loading flag (on during quote fetch, update and delete). The lines themselves are server data in
 * TanStack Query (persisted to IndexedDB with the rest of the query cache).
 */
export type CartState = {
  markedItemIds: number[]
  acceptPolicy: boolean
  cartLoading: boolean
}

export const cartStore = proxy<CartState>({ markedItemIds: [], acceptPolicy: false, cartLoading: false })

const DRAFT_KEY = 'cart-draft'
let restored = false

/** Selection and policy survive a reload (IndexedDB), so a rep who lost the tab finds the cart as left. */
export async function restoreCartDraft() {
  if (restored) return
  restored = true
  try {
    const saved = (await get(DRAFT_KEY)) as Partial<CartState> | undefined
    if (saved && Array.isArray(saved.markedItemIds)) cartStore.markedItemIds = saved.markedItemIds.filter(Number.isInteger)
    if (saved && typeof saved.acceptPolicy === 'boolean') cartStore.acceptPolicy = saved.acceptPolicy
  } catch {}
  subscribe(cartStore, () => {
    void set(DRAFT_KEY, { markedItemIds: [...cartStore.markedItemIds], acceptPolicy: cartStore.acceptPolicy }).catch(() => {})
  })
}

export function toggleMarked(itemId: number) {
  cartStore.markedItemIds = cartStore.markedItemIds.includes(itemId)
    ? cartStore.markedItemIds.filter((id) => id !== itemId)
    : [...cartStore.markedItemIds, itemId]
}

export function markAll(itemIds: number[]) {
  cartStore.markedItemIds = [...itemIds]
}

export function markNone() {
  cartStore.markedItemIds = []
}

export function setAcceptPolicy(accepted: boolean) {
  cartStore.acceptPolicy = accepted
}

export function setCartLoading(loading: boolean) {
  cartStore.cartLoading = loading
}

/** After an order or a logout: nothing of the old cart's selection stays. */
export function resetCartState() {
  cartStore.markedItemIds = []
  cartStore.acceptPolicy = false
  cartStore.cartLoading = false
}

/** zod-free constants of the cart contract, safe for the SPA bundle. */

/** SPEC.md §9: default quantity bounds 1 to 99999. */
export const CART_QTY_MIN = 1
export const CART_QTY_MAX = 99999

/** A quantity the cart accepts: a whole number from CART_QTY_MIN to CART_QTY_MAX (server and offline check alike). */
export const isCartQuantity = (qty: number) => Number.isInteger(qty) && qty >= CART_QTY_MIN && qty <= CART_QTY_MAX

/** The longest text each typed address field takes: the server's check, the form's fields and a restored draft. */
export const ADDRESS_MAX_LENGTH = { name: 120, street: 120, postalCode: 16, city: 80 } as const

/** IndexedDB key of the checkout choices (SPA store); the service worker deletes it on logout. */
export const CHECKOUT_DRAFT_KEY = 'checkout-draft'

/** Stable error codes the SPA (and the offline queue) react to; those about the key itself are in idempotency.ts. */
export const CART_ERROR_CODES = {
  itemAlreadyInList: 'ITEM_ALREADY_IN_LIST',
  partNotFound: 'PART_NOT_FOUND',
  cartItemNotFound: 'CART_ITEM_NOT_FOUND',
  skuMismatch: 'SKU_MISMATCH',
  cartEmpty: 'CART_EMPTY',
  cartChanged: 'CART_CHANGED',
  orderNotAllowed: 'ORDER_NOT_ALLOWED',
  fillBasketNotAllowed: 'FILL_BASKET_NOT_ALLOWED',
  transportUnknown: 'TRANSPORT_UNKNOWN',
  paymentUnavailable: 'PAYMENT_UNAVAILABLE',
  addressNotFound: 'ADDRESS_NOT_FOUND',
  orderNotFound: 'ORDER_NOT_FOUND',
  savedCartNotFound: 'SAVED_CART_NOT_FOUND',
} as const

export const AVAILABILITY_STATUSES = ['inStock', 'partial', 'backorder'] as const
export type AvailabilityStatus = (typeof AVAILABILITY_STATUSES)[number]

/**
 * One rule for availability wherever it is shown (product page, cart, checkout): all of qty ships now,
 * part of it, or none (a backorder). A product page asks about one unit.
 */
export function availabilityOf(qty: number, stock: number): AvailabilityStatus {
  if (stock >= qty) return 'inStock'
  return stock > 0 ? 'partial' : 'backorder'
}

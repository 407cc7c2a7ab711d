import { proxy } from 'valtio'
import type { Address } from '../../shared/contracts/cart'

export type ShippingChoice = { kind: 'billing' } | { kind: 'saved'; id: string } | { kind: 'adhoc'; address: Address }

/**
 * SPEC.md §3 Checkout: what the buyer chose on the way through the steps; cleared on leaving the
 * checkout. The current step is the route (/checkout/stepN), not a second copy here.
 */
export type CheckoutState = {
  shipping: ShippingChoice
  selectedTransport: string | null
  selectedPayment: string | null
  customerOrderReference: string
  orderNumbers: { first: string; second: string | null } | null
}

const initial = (): CheckoutState => ({
  shipping: { kind: 'billing' },
  selectedTransport: null,
  selectedPayment: null,
  customerOrderReference: '',
  orderNumbers: null,
})

export const checkoutStore = proxy<CheckoutState>(initial())

export function setShipping(choice: ShippingChoice) {
  checkoutStore.shipping = choice
}
export function setTransport(id: string) {
  checkoutStore.selectedTransport = id
}
export function setPayment(id: string) {
  checkoutStore.selectedPayment = id
}
export function setCustomerOrderReference(reference: string) {
  checkoutStore.customerOrderReference = reference
}
export function setOrderNumbers(numbers: CheckoutState['orderNumbers']) {
  checkoutStore.orderNumbers = numbers
}

/** SPEC.md §4: leaving the checkout layout clears the checkout data. */
export function clearCheckout() {
  Object.assign(checkoutStore, initial())
}

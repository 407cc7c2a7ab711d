import { proxy, snapshot, subscribe } from 'valtio'
import type { Address } from '../../shared/contracts/cart'
import { CHECKOUT_DRAFT_KEY } from '../../shared/contracts/cart-constants'
import type { CardCheckBody, PaymentState } from '../../shared/contracts/payment'
import { del, get, set } from '../../shared/lib/device-store'
import { restoredChoices } from './lib/restored-choices'

export type ShippingChoice = { kind: 'billing' } | { kind: 'saved'; id: string } | { kind: 'adhoc' }

/** What the buyer chose on the way through the steps: kept across a reload, per customer. */
export type CheckoutChoices = {
  shipping: ShippingChoice
  /** The buyer picked the shipping address (a click, or one restored from the draft); until then step 2 follows the server's default. */
  shippingChosen: boolean
  /** The address typed for this order; kept while another choice is ticked, so switching back loses nothing. */
  adhocAddress: Address
  selectedTransport: string | null
  selectedPayment: string | null
  customerOrderReference: string
}

/** PAYONE's answer to a VALID creditcardcheck (SPEC.md payOneResponse): a pseudo card number, never the card's. */
export type PayOneResponse = Omit<CardCheckBody, 'firstName' | 'lastName'>

/**
 * SPEC.md's online-payment fields. Memory only, never in the IndexedDB draft: a card check belongs to
 * the page it was made on, and a provider's answer is worth nothing after the session.
 */
export type PaymentFields = {
  payOneResponse: PayOneResponse | null
  /** The payment service's latest answer (start, return, poll); a `failed` one is what step 4 explains. */
  paymentServiceResponse: PaymentState | null
  ccFirstName: string
  ccLastName: string
  /** PayPal's order id, from the redirect answer. */
  ppOrderId: string | null
}

/**
 * SPEC.md §3 Checkout. The current step is the route (/checkout/stepN), not a second copy here; the
 * options (addresses, transport, payment) are server data in TanStack Query, so a refetch never
 * touches a choice made here.
 */
export type CheckoutState = CheckoutChoices &
  PaymentFields & {
    /** Whose choices these are: a shared tablet never shows one customer's draft to the next. */
    customerId: string | null
    orderNumbers: { first: string; second: string | null } | null
  }

export const EMPTY_ADDRESS: Address = { name: '', street: '', postalCode: '', city: '', country: '' }

const noPayment = (): PaymentFields => ({
  payOneResponse: null,
  paymentServiceResponse: null,
  ccFirstName: '',
  ccLastName: '',
  ppOrderId: null,
})
const PAYMENT_FIELDS = Object.keys(noPayment())

const noChoices = (): CheckoutChoices => ({
  shipping: { kind: 'billing' },
  shippingChosen: false,
  adhocAddress: { ...EMPTY_ADDRESS },
  selectedTransport: null,
  selectedPayment: null,
  customerOrderReference: '',
})

export const checkoutStore = proxy<CheckoutState>({ ...noChoices(), ...noPayment(), customerId: null, orderNumbers: null })

let unsubscribe: (() => void) | null = null

/**
 * Restores the customer's choices from IndexedDB before a step renders (the checkout route awaits
 * it), so a reload on step 5 finds transport and payment as left. Later changes are written back.
 */
export async function loadCheckoutDraft(customerId: string) {
  if (checkoutStore.customerId === customerId) return
  unsubscribe?.()
  Object.assign(checkoutStore, noChoices(), noPayment(), { customerId, orderNumbers: null })
  try {
    const saved = (await get(CHECKOUT_DRAFT_KEY)) as unknown
    Object.assign(checkoutStore, restoredChoices(saved, customerId))
  } catch {}
  unsubscribe = subscribe(checkoutStore, () => {
    const { customerId: owner, orderNumbers: _numbers, ...rest } = snapshot(checkoutStore)
    if (owner !== customerId) return
    const choices = Object.fromEntries(Object.entries(rest).filter(([key]) => !PAYMENT_FIELDS.includes(key)))
    const untouched = JSON.stringify(choices) === JSON.stringify(noChoices())
    void (untouched ? del(CHECKOUT_DRAFT_KEY) : set(CHECKOUT_DRAFT_KEY, { customerId, ...choices })).catch(() => {})
  })
}

export function setShipping(choice: ShippingChoice) {
  checkoutStore.shipping = choice
  checkoutStore.shippingChosen = true
}
export function setAdhocAddress(address: Address) {
  checkoutStore.adhocAddress = address
}
export function setTransport(id: string) {
  checkoutStore.selectedTransport = id
}
export function setPayment(id: string) {
  checkoutStore.selectedPayment = id
}
export function setCardHolder(name: Partial<Pick<PaymentFields, 'ccFirstName' | 'ccLastName'>>) {
  Object.assign(checkoutStore, name)
}
/** A VALID card check; a new check replaces the old one. */
export function setCardCheck(response: PayOneResponse | null) {
  checkoutStore.payOneResponse = response
}
/** The payment service's latest answer; PayPal's order id comes with its redirect. */
export function setPaymentState(state: PaymentState | null) {
  checkoutStore.paymentServiceResponse = state
  if (state?.status === 'redirect' && state.ppOrderId) checkoutStore.ppOrderId = state.ppOrderId
}
export function setCustomerOrderReference(reference: string) {
  checkoutStore.customerOrderReference = reference
}

/** Offers the server's defaults, never over a choice already made (a late refetch must not undo a click). */
export function offerTransport(id: string | null) {
  if (id && checkoutStore.selectedTransport === null) checkoutStore.selectedTransport = id
}
export function offerPayment(id: string | null) {
  if (id && checkoutStore.selectedPayment === null) checkoutStore.selectedPayment = id
}
/**
 * The saved default delivery address, while the buyer has not picked one in this checkout. The offer is
 * not a choice: it follows the server's default (a default removed meanwhile falls back to the billing
 * address) until the buyer clicks. `undefined`: the options are not known yet, nothing to offer.
 */
export function offerShipping(defaultId: string | null | undefined) {
  if (defaultId === undefined || checkoutStore.shippingChosen) return
  const current = checkoutStore.shipping
  if (defaultId) {
    if (current.kind !== 'saved' || current.id !== defaultId) checkoutStore.shipping = { kind: 'saved', id: defaultId }
  } else if (current.kind !== 'billing') checkoutStore.shipping = { kind: 'billing' }
}

/** Empties the choices (memory and IndexedDB); `rest` says what becomes of the owner and the order numbers. */
function resetChoices(rest: Partial<Pick<CheckoutState, 'customerId' | 'orderNumbers'>>) {
  Object.assign(checkoutStore, noChoices(), noPayment(), { orderNumbers: null }, rest)
  return del(CHECKOUT_DRAFT_KEY).catch(() => {})
}

/**
 * After the order: the choices go, the numbers stay for step 6. Awaited before step 6 opens: a page
 * left at once (reload, another address) aborts an unfinished delete, and the next start would
 * restore the old choices.
 */
export async function finishCheckout(numbers: CheckoutState['orderNumbers']) {
  await resetChoices({ orderNumbers: numbers })
}

/** SPEC.md §4: leaving the checkout layout clears the checkout data, the kept copy included. */
export function clearCheckout() {
  void resetChoices({})
}

/** On logout: nothing of the customer's choices stays on the device (the service worker deletes the key too). */
export function forgetCheckoutDraft() {
  unsubscribe?.()
  unsubscribe = null
  void resetChoices({ customerId: null })
}

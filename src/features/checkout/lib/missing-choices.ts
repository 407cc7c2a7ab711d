import type { Address, CheckoutOptions } from '../../../shared/contracts/cart'
import type { CheckoutChoices, PaymentFields } from '../store'

export type AddressField = keyof Address
export type Missing =
  | { step: 2; what: 'deliveryAddress' }
  | { step: 2; what: 'addressFields'; fields: AddressField[] }
  | { step: 3; what: 'transport' }
  | { step: 4; what: 'payment' }
  /** Card chosen, but no card check in this page's memory (a restored draft, a return from 3-D Secure). */
  | { step: 4; what: 'cardCheck' }

const FIELDS: AddressField[] = ['name', 'street', 'postalCode', 'city', 'country']

export function emptyAddressFields(address: Address): AddressField[] {
  return FIELDS.filter((field) => (field === 'country' ? !/^[A-Z]{2}$/i.test(address.country) : address[field].trim() === ''))
}

/**
 * What still keeps the order from being placed, step by step: one rule for the disabled "next"
 * buttons and for step 5 (which links each item to its step). Unknown while the options load.
 */
export function missingChoices(
  choices: Pick<CheckoutChoices, 'shipping' | 'adhocAddress' | 'selectedTransport' | 'selectedPayment'> &
    Partial<Pick<PaymentFields, 'payOneResponse'>>,
  options: CheckoutOptions | undefined,
): Missing[] {
  const missing: Missing[] = []
  if (choices.shipping.kind === 'adhoc') {
    const fields = emptyAddressFields(choices.adhocAddress)
    if (fields.length > 0) missing.push({ step: 2, what: 'addressFields', fields })
  } else if (choices.shipping.kind === 'saved' && options) {
    const { id } = choices.shipping
    if (!options.addresses.shipping.some((address) => address.id === id)) missing.push({ step: 2, what: 'deliveryAddress' })
  }
  const transport = choices.selectedTransport
  if (!transport || (options && !options.transport.some((option) => option.id === transport))) {
    missing.push({ step: 3, what: 'transport' })
  }
  const payment = choices.selectedPayment
  if (!payment || (options && !options.payment.some((method) => method.id === payment && method.enabled))) {
    missing.push({ step: 4, what: 'payment' })
  } else if (payment === 'card' && !choices.payOneResponse) {
    missing.push({ step: 4, what: 'cardCheck' })
  }
  return missing
}

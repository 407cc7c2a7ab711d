import type { Address } from '../../../shared/contracts/cart'
import { ADDRESS_MAX_LENGTH } from '../../../shared/contracts/cart-constants'
import type { CheckoutChoices, ShippingChoice } from '../store'

type Stored = Partial<Record<keyof CheckoutChoices | 'customerId', unknown>>

const isText = (value: unknown, max: number): value is string => typeof value === 'string' && value.length <= max
const ADDRESS_LIMITS: Record<keyof Address, number> = { ...ADDRESS_MAX_LENGTH, country: 2 }

function addressOf(value: unknown): Address | undefined {
  if (!value || typeof value !== 'object') return undefined
  const record = value as Record<string, unknown>
  const entries = Object.entries(ADDRESS_LIMITS).map(([key, max]) => [key, record[key], max] as const)
  if (!entries.every(([, text, max]) => isText(text, max))) return undefined
  return Object.fromEntries(entries.map(([key, text]) => [key, text])) as Address
}

function shippingOf(value: unknown): ShippingChoice | undefined {
  const choice = value as { kind?: unknown; id?: unknown } | null
  if (choice?.kind === 'billing' || choice?.kind === 'adhoc') return { kind: choice.kind }
  if (choice?.kind === 'saved' && isText(choice.id, 40)) return { kind: 'saved', id: choice.id }
  return undefined
}

/**
 * The parts of a kept draft that are still well-formed and belong to this customer; anything else
 * (an older build's shape, another customer's draft) is left out, so the step asks again.
 */
export function restoredChoices(saved: unknown, customerId: string): Partial<CheckoutChoices> {
  if (!saved || typeof saved !== 'object') return {}
  const draft = saved as Stored
  if (draft.customerId !== customerId) return {}
  const choices: Partial<CheckoutChoices> = {}
  const shipping = shippingOf(draft.shipping)
  if (shipping) choices.shipping = shipping
  // A draft from before the flag existed: a shipping choice other than the first one was the buyer's.
  if (shipping)
    choices.shippingChosen = typeof draft.shippingChosen === 'boolean' ? draft.shippingChosen : shipping.kind !== 'billing'
  const address = addressOf(draft.adhocAddress)
  if (address) choices.adhocAddress = address
  if (isText(draft.selectedTransport, 40)) choices.selectedTransport = draft.selectedTransport
  if (isText(draft.selectedPayment, 40)) choices.selectedPayment = draft.selectedPayment
  if (isText(draft.customerOrderReference, 35)) choices.customerOrderReference = draft.customerOrderReference
  return choices
}

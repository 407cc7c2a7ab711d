import { useSnapshot } from 'valtio'
import type { Address, CheckoutOptions } from '../../../shared/contracts/cart'
import { useLanguage } from '../../../shared/lib/language'
import { useCheckoutOptions } from '../api/get-checkout-options'
import { type CheckoutChoices, checkoutStore } from '../store'

/** The address the goods go to for the current choice, or undefined while unknown (saved one gone, options not loaded). */
function shippingAddressOf(choices: Pick<CheckoutChoices, 'shipping' | 'adhocAddress'>, options: CheckoutOptions | undefined) {
  const { shipping } = choices
  if (shipping.kind === 'adhoc') return choices.adhocAddress as Address
  if (!options) return undefined
  if (shipping.kind === 'billing') return options.addresses.billing
  return options.addresses.shipping.find((address) => address.id === shipping.id)
}

/**
 * The checkout's server data for the current choices: the address book, and transport priced for
 * the country the goods go to (one request while that is the search country).
 */
export function useCheckoutData(countryID: string) {
  const lang = useLanguage()
  const choices = useSnapshot(checkoutStore)
  const base = useCheckoutOptions(lang, countryID)
  const address = shippingAddressOf(choices, base.data)
  const country = address && /^[A-Z]{2}$/.test(address.country) ? address.country : countryID
  const priced = useCheckoutOptions(lang, countryID, country)
  return {
    options: priced.data ?? base.data,
    /** Transport prices belong to `country` only when the priced answer is there. */
    transport: priced.data?.transport,
    shippingAddress: address,
    loading: base.isPending,
    /** Freight for a newly chosen country is on its way. */
    pricing: priced.isPending,
    failed: (base.isError && !base.data) || (priced.isError && !priced.data),
  }
}

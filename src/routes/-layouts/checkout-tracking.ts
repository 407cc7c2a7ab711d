import type { QueryClient } from '@tanstack/react-query'
import { quoteQuery } from '../../features/cart/api/get-quote'
import { checkoutStore } from '../../features/checkout/store'
import type { Quote } from '../../shared/contracts/cart'
import type { Language } from '../../shared/contracts/languages'
import { ecommerceOfQuote } from '../../shared/lib/tracking/items'
import { track } from '../../shared/lib/tracking/track'

type Step = 'begin_checkout' | 'add_shipping_info' | 'add_payment_info'

/**
 * The checkout's GA4 events, composed here because they need the cart (its quote) and the checkout
 * (what was chosen): each fires when the customer leaves the step that completed it.
 */
export function trackCheckoutStep(queryClient: QueryClient, step: Step, lang: Language, countryID: string) {
  const quote = queryClient.getQueryData(quoteQuery(lang, countryID).queryKey)
  if (!quote) return
  const ecommerce = ecommerceOfQuote(quote)
  if (step === 'begin_checkout') track({ event: step, ecommerce })
  else if (step === 'add_shipping_info')
    track({ event: step, ecommerce: { ...ecommerce, shipping_tier: checkoutStore.selectedTransport ?? '' } })
  else track({ event: step, ecommerce: { ...ecommerce, payment_type: checkoutStore.selectedPayment ?? '' } })
}

/** The quote the order was placed from; pushed once per first order number (see track()). */
export function trackPurchase(quote: Quote, orderNumbers: { first: string; second: string | null }) {
  track({
    event: 'purchase',
    ecommerce: {
      ...ecommerceOfQuote(quote),
      transaction_id: orderNumbers.first,
      second_transaction_id: orderNumbers.second,
    },
  })
}

import type { CardCheckBody } from '../../../shared/contracts/payment'
import type { CheckoutChoices, PaymentFields } from '../store'

/** placeOrder's `card`: the card check and the holder's names, only when the card is the chosen method. */
export function cardBody(state: Pick<CheckoutChoices, 'selectedPayment'> & PaymentFields): CardCheckBody | undefined {
  if (state.selectedPayment !== 'card' || !state.payOneResponse) return undefined
  const { pseudocardpan, truncatedcardpan, cardtype, cardexpiredate } = state.payOneResponse
  const firstName = state.ccFirstName.trim()
  const lastName = state.ccLastName.trim()
  return { pseudocardpan, truncatedcardpan, cardtype, cardexpiredate, firstName, lastName }
}

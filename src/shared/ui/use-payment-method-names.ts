import { useLingui } from '@lingui/react/macro'
import type { PaymentMethodId } from '../contracts/payment-constants'

/**
 * A payment method's name in the page's language, the same in the checkout, the order page and the
 * admin area; an id the shop does not know is shown as it came.
 */
export function usePaymentMethodNames(): (id: string) => string {
  const { t } = useLingui()
  const names: Record<PaymentMethodId, string> = {
    invoice: t`On account (invoice)`,
    prepayment: t`Prepayment`,
    card: t`Credit card`,
    paypal: t`PayPal`,
  }
  return (id) => names[id as PaymentMethodId] ?? id
}

import { useLingui } from '@lingui/react/macro'

/** A payment method's name in the page's language (PayPal is a brand and stays as it is). */
export function usePaymentNames() {
  const { t } = useLingui()
  return (id: string) =>
    id === 'invoice'
      ? t`On account (invoice)`
      : id === 'prepayment'
        ? t`Prepayment`
        : id === 'card'
          ? t`Credit card`
          : id === 'paypal'
            ? 'PayPal'
            : id
}

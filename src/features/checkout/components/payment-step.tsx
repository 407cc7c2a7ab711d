import { Trans, useLingui } from '@lingui/react/macro'
import { useSnapshot } from 'valtio'
import { useLanguage } from '../../../shared/lib/language'
import { useCheckoutOptions } from '../api/get-checkout-options'
import { checkoutStore, setCustomerOrderReference, setPayment } from '../store'
import { CheckoutSteps } from './checkout-steps'
import { StepActions } from './step-actions'
import './checkout.css'

type Props = { countryID: string; onBack: () => void; onNext: () => void }

export function usePaymentNames() {
  const { t } = useLingui()
  return (id: string) =>
    id === 'invoice'
      ? t`On account (invoice)`
      : id === 'prepayment'
        ? t`Prepayment`
        : id === 'card'
          ? t`Card`
          : id === 'paypal'
            ? 'PayPal'
            : id
}

/** Step 4: payment method and the customer's own order reference. */
export function PaymentStep({ countryID, onBack, onNext }: Props) {
  const { t } = useLingui()
  const lang = useLanguage()
  const { data } = useCheckoutOptions(lang, countryID)
  const { selectedPayment, customerOrderReference } = useSnapshot(checkoutStore)
  const nameOf = usePaymentNames()
  return (
    <section aria-labelledby="payment-heading">
      <CheckoutSteps current={4} />
      <fieldset className="checkout-choices">
        <legend>
          <h1 id="payment-heading">
            <Trans>Payment</Trans>
          </h1>
        </legend>
        {data?.payment
          .filter((method) => method.enabled)
          .map((method) => (
            <label key={method.id}>
              <input type="radio" name="payment" checked={selectedPayment === method.id} onChange={() => setPayment(method.id)} />
              <span>{nameOf(method.id)}</span>
            </label>
          ))}
      </fieldset>
      <div className="checkout-form">
        <label>
          {t`Your order reference (optional)`}
          <input
            value={customerOrderReference}
            maxLength={35}
            onChange={(event) => setCustomerOrderReference(event.target.value)}
          />
        </label>
      </div>
      <StepActions onBack={onBack} onNext={onNext} nextDisabled={!selectedPayment} />
    </section>
  )
}

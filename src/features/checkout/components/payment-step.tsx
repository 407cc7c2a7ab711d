import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect } from 'react'
import { useSnapshot } from 'valtio'
import { FormField } from '../../../shared/ui/form-field'
import { checkoutStore, offerPayment, setCustomerOrderReference, setPayment } from '../store'
import { CheckoutSteps } from './checkout-steps'
import { ChoiceStepActions } from './choice-step-actions'
import { StepStatus } from './step-status'
import { useCheckoutData } from './use-checkout-data'
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
  const { options, loading, failed } = useCheckoutData(countryID)
  const choices = useSnapshot(checkoutStore)
  const nameOf = usePaymentNames()
  const defaultId = options?.defaults.paymentId ?? null
  // Offered once the options are known; a choice the buyer made meanwhile is never replaced.
  useEffect(() => offerPayment(defaultId), [defaultId])
  return (
    <section aria-labelledby="payment-heading">
      <CheckoutSteps current={4} />
      <fieldset className="checkout-choices">
        <legend>
          <h1 id="payment-heading">
            <Trans>Payment</Trans>
          </h1>
        </legend>
        <StepStatus loading={loading} failed={failed} />
        {options?.payment
          .filter((method) => method.enabled)
          .map((method) => (
            <label key={method.id}>
              <input
                type="radio"
                name="payment"
                checked={choices.selectedPayment === method.id}
                onChange={() => setPayment(method.id)}
              />
              <span>{nameOf(method.id)}</span>
            </label>
          ))}
      </fieldset>
      <div className="checkout-form">
        <FormField
          className="checkout-field"
          label={t`Your order reference (optional)`}
          value={choices.customerOrderReference}
          maxLength={35}
          onValueChange={(value) => setCustomerOrderReference(value ?? '')}
        />
      </div>
      <ChoiceStepActions step={4} options={options} loading={loading} failed={failed} onBack={onBack} onNext={onNext} />
    </section>
  )
}

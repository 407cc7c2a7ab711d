import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect } from 'react'
import { useSnapshot } from 'valtio'
import { useOnline } from '../../../shared/lib/use-online'
import { FormField } from '../../../shared/ui/form-field'
import { isOnlinePayment } from '../lib/online-payment'
import { checkoutStore, offerPayment, setCustomerOrderReference, setPaymentState } from '../store'
import { CardForm } from './card-form'
import { CheckoutSteps } from './checkout-steps'
import { ChoiceStepActions } from './choice-step-actions'
import { PaymentFailureAlert } from './payment-failure'
import { PaymentMethodList } from './payment-method-list'
import { StepStatus } from './step-status'
import { useCardCheck } from './use-card-check'
import { useCheckoutData } from './use-checkout-data'
import './checkout.css'

type Props = { countryID: string; onBack: () => void; onNext: () => void }

/** Step 4: payment method (with the card form when the card is chosen) and the customer's own order reference. */
export function PaymentStep({ countryID, onBack, onNext }: Props) {
  const { t } = useLingui()
  const { options, loading, failed } = useCheckoutData(countryID)
  const choices = useSnapshot(checkoutStore)
  const online = useOnline()
  const cardChosen = choices.selectedPayment === 'card'
  const cardFields = options?.payment.find((method) => method.id === 'card')?.cardFields
  const card = useCardCheck(cardFields, cardChosen && online)
  const defaultId = options?.defaults.paymentId ?? null
  const lastAnswer = choices.paymentServiceResponse
  // Offered once the options are known; a choice the buyer made meanwhile is never replaced.
  useEffect(() => offerPayment(defaultId), [defaultId])

  const next = async () => {
    if (cardChosen && !(await card.check())) return
    // A new attempt: the reason of the last one has been read.
    setPaymentState(null)
    onNext()
  }
  return (
    <section aria-labelledby="payment-heading">
      <CheckoutSteps current={4} />
      <fieldset className="checkout-choices">
        <legend>
          <h1 id="payment-heading">
            <Trans>Payment</Trans>
          </h1>
        </legend>
        {lastAnswer?.status === 'failed' && <PaymentFailureAlert failure={lastAnswer.failure} />}
        <StepStatus loading={loading} failed={failed} />
        <PaymentMethodList options={options} online={online} />
      </fieldset>
      {cardChosen && online && <CardForm state={card.state} cardError={card.cardError} holderErrors={card.holderErrors} />}
      <div className="checkout-form">
        <FormField
          className="checkout-field"
          label={t`Your order reference (optional)`}
          value={choices.customerOrderReference}
          maxLength={35}
          onValueChange={(value) => setCustomerOrderReference(value ?? '')}
        />
      </div>
      <ChoiceStepActions
        step={4}
        options={options}
        loading={loading}
        failed={failed}
        onBack={onBack}
        onNext={() => void next()}
        busy={
          card.checking ? (
            <p role="status">
              <Trans>Checking the card…</Trans>
            </p>
          ) : !online && isOnlinePayment(choices.selectedPayment) ? (
            <p>
              <Trans>Paying by card or PayPal needs a connection.</Trans>
            </p>
          ) : undefined
        }
      />
    </section>
  )
}

import { Trans } from '@lingui/react/macro'
import { type ReactNode, useState } from 'react'
import { useSnapshot } from 'valtio'
import { useLanguage } from '../../../shared/lib/language'
import { useCheckoutOptions } from '../api/get-checkout-options'
import { checkoutStore } from '../store'
import { AddressText } from './address-text'
import { CheckoutSteps } from './checkout-steps'
import { usePaymentNames } from './payment-step'
import { StepActions } from './step-actions'
import { useTransportNames } from './transport-step'
import './checkout.css'

type Props = { countryID: string; cartSummary: ReactNode; onBack: () => void; onPlace: () => Promise<void> }

/** Step 5: everything once more, then the order is placed. */
export function ReviewStep({ countryID, cartSummary, onBack, onPlace }: Props) {
  const lang = useLanguage()
  const { data } = useCheckoutOptions(lang, countryID)
  const state = useSnapshot(checkoutStore)
  const [busy, setBusy] = useState(false)
  const transportName = useTransportNames()
  const paymentName = usePaymentNames()
  const transport = data?.transport.find((option) => option.id === state.selectedTransport)
  const shipping =
    state.shipping.kind === 'adhoc'
      ? state.shipping.address
      : state.shipping.kind === 'saved'
        ? data?.addresses.shipping.find((address) => state.shipping.kind === 'saved' && address.id === state.shipping.id)
        : data?.addresses.billing
  const ready = Boolean(data && state.selectedTransport && state.selectedPayment && shipping)

  const place = async () => {
    setBusy(true)
    try {
      await onPlace()
    } finally {
      setBusy(false)
    }
  }

  return (
    <section aria-labelledby="review-heading">
      <CheckoutSteps current={5} />
      <h1 id="review-heading">
        <Trans>Review your order</Trans>
      </h1>
      {cartSummary}
      {data && (
        <dl className="checkout-review">
          <dt>
            <Trans>Billing address</Trans>
          </dt>
          <dd>
            <AddressText address={data.addresses.billing} />
          </dd>
          <dt>
            <Trans>Shipping address</Trans>
          </dt>
          <dd>{shipping ? <AddressText address={shipping} /> : '–'}</dd>
          <dt>
            <Trans>Transport</Trans>
          </dt>
          <dd>{transport ? transportName(transport.id, transport.days) : '–'}</dd>
          <dt>
            <Trans>Payment</Trans>
          </dt>
          <dd>{state.selectedPayment ? paymentName(state.selectedPayment) : '–'}</dd>
          {state.customerOrderReference && (
            <>
              <dt>
                <Trans>Your order reference</Trans>
              </dt>
              <dd>{state.customerOrderReference}</dd>
            </>
          )}
        </dl>
      )}
      <StepActions
        onBack={onBack}
        onNext={() => void place()}
        nextDisabled={!ready || busy}
        nextLabel={<Trans>Place order</Trans>}
      />
    </section>
  )
}

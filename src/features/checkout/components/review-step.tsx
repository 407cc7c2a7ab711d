import { Trans } from '@lingui/react/macro'
import { type ReactNode, useEffect, useState } from 'react'
import { useSnapshot } from 'valtio'
import type { Quote } from '../../../shared/contracts/cart'
import { useLanguage } from '../../../shared/lib/language'
import { useOnline } from '../../../shared/lib/use-online'
import { usePaymentMethodNames } from '../../../shared/ui/use-payment-method-names'
import { missingChoices } from '../lib/missing-choices'
import { isOnlinePayment } from '../lib/online-payment'
import { checkoutStore, setPaymentState } from '../store'
import { AddressText } from './address-text'
import { BackorderNotice } from './backorder-notice'
import { ChargedAmount } from './charged-amount'
import { CheckoutSteps } from './checkout-steps'
import { MissingReason, type StepLink } from './missing-reason'
import { OrderTotals } from './order-totals'
import { StepActions } from './step-actions'
import { StepStatus } from './step-status'
import { useTransportNames } from './transport-step'
import { useCheckoutData } from './use-checkout-data'
import './checkout.css'

type Props = {
  countryID: string
  /** The cart's quote (composed by the route): lines, goods total and what is backordered. */
  quote: Quote | undefined
  cartSummary: ReactNode
  stepLink: StepLink
  onBack: () => void
  onPlace: () => Promise<void>
}

/** Step 5: everything once more (what, where, how, what it costs, what ships later), then the binding order. */
export function ReviewStep({ countryID, quote, cartSummary, stepLink, onBack, onPlace }: Props) {
  const lang = useLanguage()
  const { options, transport: pricedTransport, shippingAddress, loading, pricing, failed } = useCheckoutData(countryID)
  const state = useSnapshot(checkoutStore)
  const [placing, setPlacing] = useState(false)
  const online = useOnline()
  const transportName = useTransportNames()
  const paymentName = usePaymentMethodNames()
  const transport = pricedTransport?.find((option) => option.id === state.selectedTransport)
  const missing = missingChoices(state, options)
  const payOnline = isOnlinePayment(state.selectedPayment) ? state.selectedPayment : null
  // Bound only once the freight for this address is known: the buyer sees what the order costs.
  const ready = Boolean(options && transport && quote && quote.items.length > 0 && missing.length === 0)
  // On the way to the provider's page the button stays disabled until the page is gone.
  const leaving = state.paymentServiceResponse?.status === 'redirect'
  const busy = placing || leaving
  // An online payment is never queued for later: without a connection it cannot be placed.
  const offline = Boolean(payOnline) && !online

  // Back from the provider's page through the browser's back-forward cache: the page is as it was left.
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => event.persisted && setPaymentState(null)
    window.addEventListener('pageshow', onShow)
    return () => window.removeEventListener('pageshow', onShow)
  }, [])

  const place = async () => {
    setPlacing(true)
    try {
      await onPlace()
    } finally {
      setPlacing(false)
    }
  }

  return (
    <section aria-labelledby="review-heading">
      <CheckoutSteps current={5} />
      <h1 id="review-heading">
        <Trans>Review your order</Trans>
      </h1>
      <StepStatus loading={loading} failed={failed} />
      {cartSummary}
      {quote && quote.items.length > 0 && <BackorderNotice quote={quote} />}
      {options && (
        <dl className="checkout-review" data-testid="review-choices">
          <dt>
            <Trans>Billing address</Trans>
          </dt>
          <dd>
            <AddressText address={options.addresses.billing} lang={lang} />
          </dd>
          <dt>
            <Trans>Shipping address</Trans>
          </dt>
          <dd>{shippingAddress ? <AddressText address={shippingAddress} lang={lang} /> : '–'}</dd>
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
      {quote && quote.items.length > 0 && options && (
        <OrderTotals quote={quote} freight={transport?.price} vatRate={options.vatRate} />
      )}
      {payOnline && quote && quote.items.length > 0 && options && (
        <ChargedAmount method={payOnline} quote={quote} freight={transport?.price.value} vatRate={options.vatRate} />
      )}
      <StepActions
        onBack={onBack}
        onNext={() => void place()}
        nextDisabled={!ready || busy || offline}
        nextLabel={payOnline ? <Trans>Pay now and place order</Trans> : <Trans>Place order</Trans>}
        reason={
          busy && payOnline ? (
            <p role="status" data-testid="payment-progress">
              <Trans>Connecting to the payment service…</Trans>
            </p>
          ) : missing.length > 0 && options ? (
            <MissingReason missing={missing} stepLink={stepLink} />
          ) : offline ? (
            <p>
              <Trans>Paying by card or PayPal needs a connection. Your cart is kept: pay when you are back online.</Trans>
            </p>
          ) : quote && quote.items.length === 0 ? (
            <p>
              <Trans>The cart is empty.</Trans>
            </p>
          ) : (
            <StepStatus loading={loading || pricing} failed={failed} inline />
          )
        }
      />
    </section>
  )
}

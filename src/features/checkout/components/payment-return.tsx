import { Trans } from '@lingui/react/macro'

/** /checkout/redirect: where a payment provider sends the buyer back. No provider is configured yet. */
export function PaymentReturn() {
  return (
    <section>
      <h1>
        <Trans>Returning from the payment provider</Trans>
      </h1>
      <p>
        <Trans>No payment provider is configured in this shop; orders are paid on account or by prepayment.</Trans>
      </p>
    </section>
  )
}

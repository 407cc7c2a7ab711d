import { useLingui } from '@lingui/react/macro'
import { useEffect, useRef } from 'react'
import type { PaymentFailureCode } from '../../../shared/contracts/payment'

export function usePaymentFailureText() {
  const { t } = useLingui()
  return (failure: PaymentFailureCode): string => {
    switch (failure) {
      case 'declined':
        return t`Your bank declined the payment. Nothing was charged. Please choose another payment method or try again.`
      case 'cancelled':
        return t`The payment was cancelled. Nothing was charged. Choose a payment method to place the order.`
      case 'cartChanged':
        return t`Your cart changed during the payment, so the payment was cancelled. Nothing was charged. Please check the order and pay again.`
      case 'expired':
        return t`The payment was not completed in time and has been cancelled. Nothing was charged. Please try again.`
      case 'providerError':
        return t`The payment service could not process the payment. Nothing was charged. Please try again later or choose another payment method.`
    }
  }
}

/** Why the last payment did not go through, beside the payment choice; focus moves here so it is read first. */
export function PaymentFailureAlert({ failure }: { failure: PaymentFailureCode }) {
  const text = usePaymentFailureText()
  const ref = useRef<HTMLParagraphElement>(null)
  useEffect(() => ref.current?.focus(), [])
  return (
    <p ref={ref} role="alert" tabIndex={-1} className="payment-failure" data-testid="payment-failure" data-failure={failure}>
      {text(failure)}
    </p>
  )
}

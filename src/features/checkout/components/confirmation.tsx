import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { useSnapshot } from 'valtio'
import { checkoutStore } from '../store'
import { CheckoutSteps } from './checkout-steps'
import './checkout.css'

/** Step 6: the order numbers (SPEC.md orderNumbers first and second). */
export function Confirmation({ homeLink }: { homeLink: ReactNode }) {
  const { orderNumbers } = useSnapshot(checkoutStore)
  return (
    <section aria-labelledby="confirmation-heading">
      <CheckoutSteps current={6} />
      <h1 id="confirmation-heading">
        <Trans>Thank you for your order</Trans>
      </h1>
      {orderNumbers ? (
        <>
          <p className="order-numbers">
            <Trans>
              Order number: <strong data-testid="order-number-first">{orderNumbers.first}</strong>
            </Trans>
          </p>
          {orderNumbers.second && (
            <p className="order-numbers">
              <Trans>
                Backordered items follow under order number{' '}
                <strong data-testid="order-number-second">{orderNumbers.second}</strong>
              </Trans>
            </p>
          )}
        </>
      ) : (
        <p>
          <Trans>Your order numbers are in the order history of the information centre.</Trans>
        </p>
      )}
      {homeLink}
    </section>
  )
}

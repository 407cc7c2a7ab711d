import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { useSnapshot } from 'valtio'
import { checkoutStore } from '../store'
import { CheckoutSteps } from './checkout-steps'
import './checkout.css'

type Props = {
  homeLink: ReactNode
  /** An order number as a link to its page in the information centre (composed by the route). */
  orderLink?: (orderNumber: string) => ReactNode
}

/** Step 6: the order numbers (SPEC.md orderNumbers first and second), each leading to its order. */
export function Confirmation({ homeLink, orderLink = (orderNumber) => orderNumber }: Props) {
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
              Order number: <strong data-testid="order-number-first">{orderLink(orderNumbers.first)}</strong>
            </Trans>
          </p>
          {orderNumbers.second && (
            <p className="order-numbers">
              <Trans>
                Backordered items follow under order number{' '}
                <strong data-testid="order-number-second">{orderLink(orderNumbers.second)}</strong>
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

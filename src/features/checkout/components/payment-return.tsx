import { Trans } from '@lingui/react/macro'
import { type ReactNode, useEffect, useRef, useState } from 'react'
import { ApiError } from '../../../shared/lib/api-client'
import { returnFromPayment } from '../api/return-payment'
import { readReturnQuery } from '../lib/return-query'
import { followPayment, type PaymentRoutes, settlePayment } from '../lib/settle-payment'
import './checkout.css'

type Props = {
  /** The page's query string as the provider sent it (window.location.search). */
  search: string
  routes: PaymentRoutes
  cartLink: ReactNode
  loginLink: ReactNode
}

type View = 'checking' | 'badLink' | 'login' | 'error'

/**
 * /checkout/redirect: where the provider sends the buyer back. The payment service decides the
 * outcome (and gives the same one on a reload); this page waits for it and leads on to step 6 or step 4.
 */
export function PaymentReturn({ search, routes, cartLink, loginLink }: Props) {
  const [returned] = useState(() => readReturnQuery(search))
  const [view, setView] = useState<View>(returned ? 'checking' : 'badLink')
  const heading = useRef<HTMLHeadingElement>(null)
  const latestRoutes = useRef(routes)
  latestRoutes.current = routes

  useEffect(() => heading.current?.focus(), [view])

  useEffect(() => {
    if (!returned) return
    let gone = false
    const stopped = () => gone
    returnFromPayment(returned.paymentId, returned.body)
      .then((state) => settlePayment(state, stopped))
      .then((settled) => (settled && !gone ? followPayment(settled, latestRoutes.current) : undefined))
      .catch((error: unknown) => {
        if (!gone) setView(error instanceof ApiError && error.status === 401 ? 'login' : 'error')
      })
    return () => {
      gone = true
    }
  }, [returned])

  return (
    <section aria-labelledby="payment-return-heading" data-testid="payment-return" data-state={view}>
      <h1 id="payment-return-heading" ref={heading} tabIndex={-1}>
        <Trans>Your payment</Trans>
      </h1>
      <div role="status" data-testid="payment-return-status">
        {view === 'checking' && (
          <p>
            <Trans>Checking your payment…</Trans>
          </p>
        )}
        {view === 'badLink' && (
          <p>
            <Trans>This link does not belong to a payment. Nothing was charged through it; your cart is kept.</Trans>
          </p>
        )}
        {view === 'login' && (
          <p>
            <Trans>Please log in to see the outcome of your payment.</Trans>
          </p>
        )}
        {view === 'error' && (
          <p>
            <Trans>
              The outcome of your payment could not be checked right now. Reload this page to try again; nothing is charged twice.
            </Trans>
          </p>
        )}
      </div>
      {view === 'badLink' || view === 'error' ? cartLink : view === 'login' ? loginLink : null}
    </section>
  )
}

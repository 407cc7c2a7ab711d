import { useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import type { OrderPayment as Payment } from '../../../shared/contracts/payment'
import { cardLabel } from '../../../shared/contracts/payment-constants'
import { useLanguage } from '../../../shared/lib/language'
import { Price } from '../../../shared/ui/price'
import { formatDateTime } from '../lib/format-date'
import { usePaymentLabels } from './use-payment-labels'

/** An order paid by card or PayPal: how, how much, where the payment stands, and each step with its time. */
export function OrderPayment({ payment }: { payment: Payment }) {
  const { t } = useLingui()
  const id = useId()
  const lang = useLanguage()
  const labels = usePaymentLabels()
  return (
    <section aria-labelledby={`${id}-title`} className="order-payment">
      <h2 id={`${id}-title`}>{t`Payment`}</h2>
      <dl className="order-facts__list">
        <dt>{t`Payment method`}</dt>
        <dd>
          {labels.method(payment.method)}
          {payment.card && ` (${cardLabel(payment.card)})`}
        </dd>
        {payment.amount !== null && (
          <>
            <dt>{t`Amount`}</dt>
            <dd>
              <Price price={{ value: payment.amount, currency: { code: payment.currency } }} />
            </dd>
          </>
        )}
        <dt>{t`Payment status`}</dt>
        <dd>{labels.status[payment.status]}</dd>
        {payment.providerRef && (
          <>
            <dt>{t`Provider's reference`}</dt>
            <dd>{payment.providerRef}</dd>
          </>
        )}
      </dl>
      {payment.events.length > 0 && (
        <ol className="order-payment__events" aria-label={t`Steps of the payment`}>
          {payment.events.map((event, index) => (
            // Events have no id of their own in the answer; the list only grows at its end.
            <li key={index}>
              <time dateTime={event.at}>{formatDateTime(event.at, lang)}</time> {labels.kind(event.kind)}{' '}
              <span className="order-payment__source">({labels.source[event.source]})</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}

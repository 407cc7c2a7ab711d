import { useLingui } from '@lingui/react/macro'
import type { OrderDetail } from '../../../shared/contracts/documents'
import { useLanguage } from '../../../shared/lib/language'
import { PostalAddress } from '../../../shared/ui/postal-address'
import { Price } from '../../../shared/ui/price'
import { formatDate } from '../lib/format-date'
import { OrderLinks } from './order-links'
import { useLabels } from './use-labels'

type Address = OrderDetail['billingAddress']

function AddressBlock({ title, address }: { title: string; address: Address }) {
  return (
    <div className="order-facts__address">
      <h3>{title}</h3>
      <PostalAddress address={address} country={address.country} />
    </div>
  )
}

/** The order's head: where it stands, when, for which vehicle, where it goes and how it is paid. */
export function OrderFacts({ order }: { order: OrderDetail }) {
  const { t } = useLingui()
  const lang = useLanguage()
  const labels = useLabels()
  const money = (value: number) => <Price price={{ value, currency: { code: order.currency } }} />
  return (
    <div className="order-facts">
      <dl className="order-facts__list">
        <dt>{t`Status`}</dt>
        <dd>
          <span className={`status status--${order.status}`}>{labels.orderStatus[order.status]}</span>
        </dd>
        <dt>{t`Order date`}</dt>
        <dd>{formatDate(order.placedAt, lang)}</dd>
        <dt>{t`Your reference`}</dt>
        <dd>{order.customerOrderReference || '–'}</dd>
        {order.vin && (
          <>
            <dt>{t`VIN`}</dt>
            <dd className="order-facts__vin">{order.vin}</dd>
          </>
        )}
        {order.linkedOrderNumber && (
          <>
            <dt>{order.part === 'first' ? t`Backordered items follow in` : t`Ships after order`}</dt>
            <dd>
              <OrderLinks orderNumbers={[order.linkedOrderNumber]} />
            </dd>
          </>
        )}
        <dt>{t`Transport`}</dt>
        <dd>
          {labels.transport(order.transport.id)} {order.transport.price !== null && money(order.transport.price)}
        </dd>
        <dt>{t`Payment`}</dt>
        <dd>{labels.payment(order.payment.id)}</dd>
        {order.totals && order.totals.deposits > 0 && (
          <>
            <dt>{t`Core deposits`}</dt>
            <dd data-testid="order-deposits">{money(order.totals.deposits)}</dd>
          </>
        )}
        {order.totals && (
          <>
            <dt>{t`Total`}</dt>
            <dd>{money(order.totals.total)}</dd>
          </>
        )}
      </dl>
      <div className="order-facts__addresses">
        <AddressBlock title={t`Billing address`} address={order.billingAddress} />
        <AddressBlock title={t`Delivery address`} address={order.shippingAddress} />
      </div>
    </div>
  )
}

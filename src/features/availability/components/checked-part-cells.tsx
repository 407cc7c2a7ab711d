import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { CheckedPart } from '../../../shared/contracts/customer-lists'
import { DELIVERY_DAYS } from '../../../shared/contracts/customer-lists-constants'
import { useLangParam } from '../../../shared/lib/language'
import { AvailabilityLabel } from '../../../shared/ui/availability-label'
import { Price } from '../../../shared/ui/price'
import { splitOf } from '../lib/orderable'

/**
 * One part's facts: name and number, availability with stock per warehouse, delivery time, price. A
 * quantity that ships in part says how much ships now and how much waits (the cart's A and B orders).
 */
export function CheckedPartFacts({ part, qty }: { part: CheckedPart; qty: number }) {
  const { t } = useLingui()
  const params = useLangParam()
  return (
    <div className="checked-part">
      <Link to="/{-$lang}/products/$slug" params={{ ...params, slug: part.slug }}>
        {part.name}
      </Link>{' '}
      <span className="muted">{part.sku}</span>
      <div>
        <AvailabilityLabel availability={part} /> <DeliveryText part={part} qty={qty} />
      </div>
      <ul className="warehouse-stock" aria-label={t`Stock per warehouse`}>
        {part.warehouses.map((warehouse) => (
          <li key={warehouse.warehouseId}>
            {warehouse.name}: {warehouse.quantity}
          </li>
        ))}
      </ul>
      <Price price={part.price} />
    </div>
  )
}

function DeliveryText({ part, qty }: { part: CheckedPart; qty: number }) {
  if (part.status === 'backorder') return <Trans>Delivery in about {part.deliveryDays} working days</Trans>
  const { now, later } = splitOf(part, qty)
  if (later === 0) return <Trans>Delivery the next working day</Trans>
  const days = part.laterDeliveryDays ?? DELIVERY_DAYS.backorder
  return (
    <Trans>
      {now} ship now (delivery the next working day), {later} later (in about {days} working days)
    </Trans>
  )
}

import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { CheckedPart } from '../../../shared/contracts/customer-lists'
import { useLangParam } from '../../../shared/lib/language'
import { AvailabilityLabel } from '../../../shared/ui/availability-label'
import { Price } from '../../../shared/ui/price'

/** One part's facts: name and number, availability with stock per warehouse, delivery time, price. */
export function CheckedPartFacts({ part }: { part: CheckedPart }) {
  const { t } = useLingui()
  const params = useLangParam()
  return (
    <div className="checked-part">
      <Link to="/{-$lang}/products/$slug" params={{ ...params, slug: part.slug }}>
        {part.name}
      </Link>{' '}
      <span className="muted">{part.sku}</span>
      <div>
        <AvailabilityLabel availability={part} />{' '}
        {part.status === 'backorder' ? (
          <Trans>Delivery in about {part.deliveryDays} working days</Trans>
        ) : (
          <Trans>Delivery the next working day</Trans>
        )}
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

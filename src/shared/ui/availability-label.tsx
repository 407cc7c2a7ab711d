import { Trans } from '@lingui/react/macro'
import type { AvailabilityStatus } from '../contracts/cart-constants'

type Props = { availability: { stock: number | null; status: AvailabilityStatus } }

/** Availability in words, by the shared rule (availabilityOf): never a bare "in stock 0". */
export function AvailabilityLabel({ availability }: Props) {
  const className = `availability availability--${availability.status}`
  if (availability.status === 'inStock')
    return (
      <span className={className}>
        <Trans>In stock</Trans>
      </span>
    )
  if (availability.status === 'partial')
    return (
      <span className={className}>
        <Trans>Partly in stock ({availability.stock}), rest backordered</Trans>
      </span>
    )
  return (
    <span className={className}>
      <Trans>On backorder</Trans>
    </span>
  )
}

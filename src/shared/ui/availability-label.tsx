import { Trans } from '@lingui/react/macro'
import type { QuoteItem } from '../../../shared/contracts/cart'

export function AvailabilityLabel({ availability }: { availability: QuoteItem['availability'] }) {
  const className = `cart-status--${availability.status}`
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
      <Trans>Backordered</Trans>
    </span>
  )
}

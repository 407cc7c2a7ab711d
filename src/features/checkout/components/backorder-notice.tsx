import { Trans } from '@lingui/react/macro'
import type { Quote } from '../../../shared/contracts/cart'

/**
 * Said before the binding click: which lines (and how many of each) wait for stock. When some ship
 * now, the rest becomes a second order whose number comes with the confirmation.
 */
export function BackorderNotice({ quote }: { quote: Quote }) {
  const later = quote.items.filter((item) => item.backorderedQty > 0)
  if (later.length === 0) return null
  const nothingNow = quote.items.every((item) => item.backorderedQty === item.qty)
  return (
    <section className="checkout-backorder" aria-labelledby="backorder-heading" data-testid="backorder-notice">
      <h2 id="backorder-heading">
        <Trans>Ships later as a backorder</Trans>
      </h2>
      <p>
        {nothingNow ? (
          <Trans>Nothing of this order is in stock: it ships as a whole as soon as the goods arrive.</Trans>
        ) : (
          <Trans>
            These quantities ship later under a second order number, which you get with the order confirmation. The rest ships
            now.
          </Trans>
        )}
      </p>
      <ul>
        {later.map((item) => {
          const qty = item.backorderedQty
          const total = item.qty
          const { name, sku } = item
          return (
            <li key={item.item_id} data-testid="backorder-line">
              <Trans>
                {qty} of {total} × {name} ({sku})
              </Trans>
            </li>
          )
        })}
      </ul>
    </section>
  )
}

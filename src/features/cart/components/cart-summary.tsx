import { Trans } from '@lingui/react/macro'
import { Fragment } from 'react'
import { useLanguage } from '../../../shared/lib/language'
import { AvailabilityLabel } from '../../../shared/ui/availability-label'
import { Price } from '../../../shared/ui/price'
import { useQuote } from '../api/get-quote'
import { type CartColumn, CartTable } from './cart-table'
import { DepositLine } from './deposit-line'
import './cart.css'

const REVIEW_COLUMNS: CartColumn[] = [
  { key: 'part', label: <Trans>Part</Trans> },
  { key: 'qty', label: <Trans>Quantity</Trans>, numeric: true },
  { key: 'availability', label: <Trans>Availability</Trans> },
  { key: 'total', label: <Trans>Total</Trans>, numeric: true },
]

/** The cart read-only, for the review step. */
export function CartSummary({ countryID }: { countryID: string }) {
  const lang = useLanguage()
  const quote = useQuote(lang, countryID).data
  if (!quote) return null
  return (
    <CartTable caption={<Trans>Items in the order</Trans>} columns={REVIEW_COLUMNS}>
      {quote.items.map((item) => (
        <Fragment key={item.item_id}>
          <tr>
            <td>
              {item.name} <span>({item.sku})</span>
            </td>
            <td className="cart-table__number">{item.qty}</td>
            <td>
              <AvailabilityLabel availability={item.availability} />
            </td>
            <td className="cart-table__number">{item.lineTotal ? <Price price={item.lineTotal} /> : '–'}</td>
          </tr>
          <DepositLine item={item} skip={0} labelSpan={3} unitColumn={false} />
        </Fragment>
      ))}
    </CartTable>
  )
}

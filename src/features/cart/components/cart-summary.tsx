import { Trans } from '@lingui/react/macro'
import { useLanguage } from '../../../shared/lib/language'
import { AvailabilityLabel } from '../../../shared/ui/availability-label'
import { Price } from '../../../shared/ui/price'
import { useQuote } from '../api/get-quote'
import './cart.css'

/** The cart read-only, for the review step. */
export function CartSummary({ countryID }: { countryID: string }) {
  const lang = useLanguage()
  const quote = useQuote(lang, countryID).data
  if (!quote) return null
  return (
    <table className="cart-table">
      <caption className="visually-hidden">
        <Trans>Items in the order</Trans>
      </caption>
      <thead>
        <tr>
          <th scope="col">
            <Trans>Part</Trans>
          </th>
          <th scope="col" className="cart-table__number">
            <Trans>Quantity</Trans>
          </th>
          <th scope="col">
            <Trans>Availability</Trans>
          </th>
          <th scope="col" className="cart-table__number">
            <Trans>Total</Trans>
          </th>
        </tr>
      </thead>
      <tbody>
        {quote.items.map((item) => (
          <tr key={item.item_id}>
            <td>
              {item.name} <span>({item.sku})</span>
            </td>
            <td className="cart-table__number">{item.qty}</td>
            <td>
              <AvailabilityLabel availability={item.availability} />
            </td>
            <td className="cart-table__number">{item.lineTotal ? <Price price={item.lineTotal} /> : '–'}</td>
          </tr>
        ))}
      </tbody>
    </table>
  )
}

import { Trans } from '@lingui/react/macro'
import { useSnapshot } from 'valtio'
import type { QuoteItem } from '../../../shared/contracts/cart'
import { sessionStore } from '../../../shared/session/session-store'
import { Price } from '../../../shared/ui/price'

type Props = {
  item: QuoteItem
  /** Empty cells before the label (the cart's mark and position columns). */
  skip: number
  /** Columns the label spans. */
  labelSpan: number
  /** The cart has a unit price column: the deposit per unit goes there, else it follows the label. */
  unitColumn: boolean
  /** The part's row is struck out as waiting to be removed: its deposit goes with it. */
  removal?: boolean
}

/**
 * An exchange unit's core deposit, its own row under the part's row ("+ Altteilpfand 180,00 €"):
 * never discounted, net, and shown only where the part's price is (showPrice and the user's toggle).
 */
export function DepositLine({ item, skip, labelSpan, unitColumn, removal = false }: Props) {
  const { pricesHiddenByUser } = useSnapshot(sessionStore)
  if (!item.deposit || !item.depositTotal || pricesHiddenByUser) return null
  const unit = (
    <>
      {item.qty} × <Price price={item.deposit} />
    </>
  )
  return (
    <tr className={removal ? 'cart-deposit-line cart-line--removal' : 'cart-deposit-line'} data-testid="cart-deposit-line">
      {Array.from({ length: skip }, (_, index) => (
        <td key={index} className="cart-deposit-line__skip" />
      ))}
      <td colSpan={labelSpan}>
        <span className="cart-deposit-line__label">
          + <Trans>Core deposit</Trans>
        </span>
        {!unitColumn && <span className="cart-deposit-line__unit"> {unit}</span>}
      </td>
      {unitColumn && <td className="cart-table__number cart-deposit-line__unit">{unit}</td>}
      <td className="cart-table__number cart-deposit-line__total">
        <Price price={item.depositTotal} />
      </td>
    </tr>
  )
}

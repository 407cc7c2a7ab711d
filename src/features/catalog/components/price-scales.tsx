import { Trans } from '@lingui/react/macro'
import { useSnapshot } from 'valtio'
import type { Product } from '../../../shared/contracts/catalog'
import { sessionStore } from '../../../shared/session/session-store'
import { Price } from '../../../shared/ui/price'

type PricePackage = NonNullable<Product['pricePackage']>

/** The unit price by order quantity ("from 10: …") when the part has quantity scales; nothing otherwise. */
export function PriceScales({ pricePackage }: { pricePackage: PricePackage }) {
  const session = useSnapshot(sessionStore)
  const scales = pricePackage.scales ?? []
  // Hidden prices (the user's choice) hide the whole table, not just its amounts.
  if (scales.length === 0 || session.pricesHiddenByUser) return null
  const rows = [{ minQuantity: 1, price: pricePackage.price }, ...scales]
  return (
    <table className="data-table price-scales">
      <caption>
        <Trans>Quantity prices</Trans>
      </caption>
      <thead>
        <tr>
          <th scope="col">
            <Trans>Quantity</Trans>
          </th>
          <th scope="col">
            <Trans>Unit price</Trans>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <ScaleRow key={row.minQuantity} {...row} />
        ))}
      </tbody>
    </table>
  )
}

function ScaleRow({ minQuantity, price }: { minQuantity: number; price: PricePackage['price'] }) {
  return (
    <tr>
      <td>
        <Trans comment="order quantity from which a scale price applies">from {minQuantity}</Trans>
      </td>
      <td>
        <Price price={price} />
      </td>
    </tr>
  )
}

import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { Favourite } from '../../../shared/contracts/services'
import { formatPrice } from '../../../shared/lib/format-price'
import { useLanguage } from '../../../shared/lib/language'
import { UnavailableMark } from '../../../shared/ui/unavailable-mark'

type Props = { items: readonly Favourite[]; actions?: (item: Favourite) => ReactNode }

/** The parts of a favourites list: number, name, quantity, and the price only when the answer carried one. */
export function FavouriteItems({ items, actions }: Props) {
  const { t } = useLingui()
  const lang = useLanguage()
  if (items.length === 0)
    return (
      <p role="status">
        <Trans>The list has no parts yet.</Trans>
      </p>
    )
  return (
    <ul className="service-list" aria-label={t`Parts on the list`}>
      {items.map((item) => (
        <li
          key={`${item.vendorId}-${item.sku}`}
          className={item.available ? 'service-card' : 'service-card line--unavailable'}
          data-testid="favourite"
        >
          <h2>
            {item.sku} · {item.name}
            {!item.available && <UnavailableMark />}
          </h2>
          <p>
            <Trans>Quantity: {item.qty}</Trans>
            {item.price && (
              <>
                {' · '}
                <Trans>Your price: {formatPrice(item.price.value, item.price.currency, lang)}</Trans>
              </>
            )}
          </p>
          {actions && <div className="service-actions">{actions(item)}</div>}
        </li>
      ))}
    </ul>
  )
}

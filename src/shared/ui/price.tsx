import { useSnapshot } from 'valtio'
import { formatPrice } from '../lib/format-price'
import { useLanguage } from '../lib/language'
import { priceVisibility } from '../lib/price-visibility'

type Props = { price: { value: number; currency: { code: string } } | null | undefined; className?: string }

/** A price as the server sent it, unless the user chose to hide prices; nothing when there is none. */
export function Price({ price, className = 'price' }: Props) {
  const lang = useLanguage()
  const { hiddenByUser } = useSnapshot(priceVisibility)
  if (!price || hiddenByUser) return null
  return <span className={className}>{formatPrice(price.value, price.currency.code, lang)}</span>
}

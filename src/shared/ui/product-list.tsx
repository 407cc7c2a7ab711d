import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { memo, type ReactNode, useRef } from 'react'
import type { SearchProduct } from '../contracts/catalog'
import { formatWeight } from '../lib/format-weight'
import { useStagedLength } from '../lib/landing-render'
import { langParam, useLanguage } from '../lib/language'
import { rememberOpened, useReturnToOpened } from '../lib/return-to-opened'
import { DepositPrice } from './deposit-price'
import { PartImage } from './part-image'
import { Price } from './price'

type Props = {
  products: SearchProduct[]
  /** Extra controls per product (compare, add to cart), composed by the route. */
  renderActions?: ((product: SearchProduct) => ReactNode) | undefined
}

/**
 * A first screen of cards: at most five fit one from a 390 px phone to a 1440 px desktop (measured on
 * search results). On the landing page the rest follow this many a task.
 */
const CARDS_PER_TASK = 6

/** The list of parts used by search results, vehicle parts and divisions. */
export function ProductList({ products, renderActions }: Props) {
  const lang = langParam(useLanguage())
  const shown = useStagedLength(products.length, CARDS_PER_TASK)
  const list = useRef<HTMLUListElement>(null)
  useReturnToOpened(list)
  return (
    <ul className="product-list" ref={list}>
      {products.slice(0, shown).map((product) => (
        <ProductCard key={`${product.vendorId}-${product.sku}`} product={product} lang={lang} renderActions={renderActions} />
      ))}
    </ul>
  )
}

type CardProps = { product: SearchProduct; lang: string | undefined; renderActions: Props['renderActions'] }

/** Memoised: the cards already shown are not rendered again as the landing page adds the rest. */
const ProductCard = memo(function ProductCard({ product, lang, renderActions }: CardProps) {
  return (
    <li className="product-card">
      <PartImage src={product.image.src} alt={product.image.alt} displayWidth={96} className="product-card__image" />
      <div className="product-card__body">
        <h3 className="product-card__title">
          <Link to="/{-$lang}/products/$slug" params={{ lang, slug: product.slug }} onClick={rememberOpened}>
            {product.name}
          </Link>
        </h3>
        <p className="product-card__meta">
          <span>
            <Trans>Art. no.</Trans> <strong>{product.sku}</strong>
          </span>
          <span>{product.manufacturer}</span>
          {product.mainOe && (
            <span>
              <Trans>OE</Trans> {product.mainOe}
            </span>
          )}
          <span>{formatWeight(product.weight)}</span>
          {product.isNew && (
            <span className="badge">
              <Trans>New</Trans>
            </span>
          )}
        </p>
      </div>
      <div className="product-card__side">
        <Price price={product.price} loginHint />
        <DepositPrice deposit={product.deposit} />
        {renderActions?.(product)}
      </div>
    </li>
  )
})

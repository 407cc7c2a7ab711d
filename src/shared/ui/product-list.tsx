import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { SearchProduct } from '../contracts/catalog'
import { formatWeight } from '../lib/format-weight'
import { useLangParam } from '../lib/language'
import { PartImage } from './part-image'
import { Price } from './price'

type Props = {
  products: SearchProduct[]
  /** Extra controls per product (compare, add to cart), composed by the route. */
  renderActions?: ((product: SearchProduct) => ReactNode) | undefined
}

/** The list of parts used by search results, vehicle parts and divisions. */
export function ProductList({ products, renderActions }: Props) {
  const params = useLangParam()
  return (
    <ul className="product-list">
      {products.map((product) => (
        <li key={`${product.vendorId}-${product.sku}`} className="product-card">
          <PartImage src={product.image.src} alt={product.image.alt} displayWidth={96} className="product-card__image" />
          <div className="product-card__body">
            <h3 className="product-card__title">
              <Link to="/{-$lang}/products/$slug" params={{ ...params, slug: product.slug }}>
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
            {renderActions?.(product)}
          </div>
        </li>
      ))}
    </ul>
  )
}

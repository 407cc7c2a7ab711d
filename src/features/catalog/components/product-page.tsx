import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { availabilityOf } from '../../../shared/contracts/cart-constants'
import type { Product } from '../../../shared/contracts/catalog'
import { PRODUCT_IMAGE_WIDTH } from '../../../shared/contracts/catalog-constants'
import { formatWeight } from '../../../shared/lib/format-weight'
import { useLangParam, useLanguage } from '../../../shared/lib/language'
import { usePageTitle } from '../../../shared/lib/page-title'
import { AvailabilityLabel } from '../../../shared/ui/availability-label'
import { DepositPrice } from '../../../shared/ui/deposit-price'
import { Fact } from '../../../shared/ui/fact'
import { PartImage } from '../../../shared/ui/part-image'
import { Price } from '../../../shared/ui/price'
import { VehicleTypeName } from '../../../shared/ui/vehicle-type-name'
import { useProduct } from '../api/get-product'
import { CompareToggle } from './compare-toggle'
import { PriceScales } from './price-scales'
import { ProductFeatures } from './product-features'
import { ProductIdentityFacts } from './product-identity-facts'

type Props = { slug: string; countryID: string; actions?: (product: Product) => ReactNode }

export function ProductPage({ slug, countryID, actions }: Props) {
  const { t } = useLingui()
  const lang = useLanguage()
  const params = useLangParam()
  const product = useProduct(slug, lang, countryID)
  usePageTitle(`${product.sku} ${product.name}`)
  const [image] = product.images
  const price = product.pricePackage?.price

  return (
    <article className="product">
      <nav aria-label={t`Breadcrumb`} className="breadcrumb">
        <ol>
          {product.categories.map((category) => (
            <li key={category.id}>
              <Link to="/{-$lang}/search/results" params={params} search={{ categories: category.id }}>
                {category.name}
              </Link>
            </li>
          ))}
        </ol>
      </nav>
      <div className="product__layout">
        <div className="product__image">
          {image ? <PartImage src={image.src} alt={image.alt} displayWidth={PRODUCT_IMAGE_WIDTH} priority /> : null}
        </div>
        <div>
          <h1>{product.name}</h1>
          <p className="product__sku">
            <Trans>Art. no.</Trans> <strong>{product.sku}</strong> · {product.brand.name}
          </p>
          {product.description && <p className="product__description">{product.description}</p>}
          <dl className="facts">
            <ProductIdentityFacts product={product} />
            <Fact term={<Trans>Weight</Trans>}>{formatWeight(product.weight)}</Fact>
            {product.replaces && <Fact term={<Trans>Replaces</Trans>}>{product.replaces}</Fact>}
            {product.replacedBy && <Fact term={<Trans>Replaced by</Trans>}>{product.replacedBy}</Fact>}
            {product.stock !== null && (
              <Fact term={<Trans>Availability</Trans>}>
                <AvailabilityLabel availability={{ stock: product.stock, status: availabilityOf(1, product.stock) }} />
                {product.stock > 0 && ` (${product.stock})`}
              </Fact>
            )}
          </dl>
          <Price price={price} className="price price--large" loginHint />
          <DepositPrice deposit={product.deposit} explained />
          {product.pricePackage && <PriceScales pricePackage={product.pricePackage} />}
          <div className="product__actions">
            {actions?.(product)}
            <CompareToggle entry={{ slug: product.slug, sku: product.sku, name: product.name }} />
          </div>
        </div>
      </div>
      <ProductFeatures features={product.features ?? []} />
      {product.crossReferences.length > 0 && (
        <section aria-labelledby="oe-title">
          <h2 id="oe-title">
            <Trans>OE reference numbers</Trans>
          </h2>
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">
                  <Trans>Manufacturer</Trans>
                </th>
                <th scope="col">
                  <Trans>Reference number</Trans>
                </th>
              </tr>
            </thead>
            <tbody>
              {product.crossReferences.map((ref) => (
                <tr key={`${ref.manufacturer}-${ref.referenceNo}`}>
                  <td>{ref.manufacturer}</td>
                  <td>{ref.referenceNo}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      {product.vehicles.length > 0 && (
        <section aria-labelledby="fits-title">
          <h2 id="fits-title">
            <Trans>Fits these vehicles</Trans>
          </h2>
          <ul className="plain-list">
            {product.vehicles.map((vehicle) => (
              <li key={`${vehicle.make}-${vehicle.model}-${vehicle.type}-${vehicle.year}`}>
                {vehicle.make} {vehicle.model} <VehicleTypeName type={vehicle.type} /> ({vehicle.year})
              </li>
            ))}
          </ul>
        </section>
      )}
    </article>
  )
}

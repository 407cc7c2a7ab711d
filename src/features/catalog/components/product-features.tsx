import { Trans } from '@lingui/react/macro'
import type { Product } from '../../../shared/contracts/catalog'

/** The technical features as the catalogue lists them: one row each, the name as the row's header. */
export function ProductFeatures({ features }: { features: NonNullable<Product['features']> }) {
  if (features.length === 0) return null
  return (
    <section aria-labelledby="features-title">
      <h2 id="features-title">
        <Trans>Technical features</Trans>
      </h2>
      <div className="table-scroll">
        <table className="data-table product-features">
          <tbody>
            {features.map((feature, index) => (
              // Names may repeat (two threads, two diameters); the list is fixed for the page, so its position keys a row.
              <tr key={index}>
                <th scope="row" className="product-features__name">
                  {feature.name}
                </th>
                <td className="product-features__value">{feature.value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  )
}

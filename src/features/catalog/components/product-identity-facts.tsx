import { Trans } from '@lingui/react/macro'
import type { Product } from '../../../shared/contracts/catalog'
import { Fact } from '../../../shared/ui/fact'
import { OrderUnitName } from './order-unit-name'

/** The facts a buyer matches a part by (manufacturer, its number, GTIN) and the unit it is ordered in; inside a `<dl>`. */
export function ProductIdentityFacts({ product }: { product: Product }) {
  return (
    <>
      <Fact term={<Trans>Manufacturer</Trans>}>{product.brand.name}</Fact>
      {product.manufacturerPartNo && <Fact term={<Trans>Manufacturer part no.</Trans>}>{product.manufacturerPartNo}</Fact>}
      {product.gtin && <Fact term={<Trans comment="Global Trade Item Number (EAN)">GTIN</Trans>}>{product.gtin}</Fact>}
      {product.orderUnit && (
        <Fact term={<Trans>Order unit</Trans>}>
          <OrderUnitName code={product.orderUnit} />
        </Fact>
      )}
    </>
  )
}

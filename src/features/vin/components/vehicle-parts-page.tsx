import { plural } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { SearchProduct } from '../../../shared/contracts/catalog'
import { useLanguage } from '../../../shared/lib/language'
import { usePageTitle } from '../../../shared/lib/page-title'
import { Pagination } from '../../../shared/ui/pagination'
import { ProductList } from '../../../shared/ui/product-list'
import { VehicleTypeName } from '../../../shared/ui/vehicle-type-name'
import { useVehicleParts, type VehiclePartsParams } from '../api/vehicle-parts'

type Props = {
  params: VehiclePartsParams
  countryID: string
  onPage: (page: number) => void
  renderActions?: (product: SearchProduct) => ReactNode
}

/** /vin/:type/:slug: the vehicle a VIN named and the parts that fit it. */
export function VehiclePartsPage({ params, countryID, onPage, renderActions }: Props) {
  const lang = useLanguage()
  const { vehicle, products, pagination } = useVehicleParts(params, lang, countryID)
  usePageTitle(`${vehicle.make} ${vehicle.model}`)
  return (
    <section>
      <h1>
        {vehicle.make} {vehicle.model}
      </h1>
      <dl className="vehicle-facts">
        <dt>
          <Trans>VIN</Trans>
        </dt>
        <dd>{vehicle.vin}</dd>
        <dt>
          <Trans>Type</Trans>
        </dt>
        <dd>
          <VehicleTypeName type={vehicle.type} />
        </dd>
        <dt>
          <Trans>Engine</Trans>
        </dt>
        <dd>{vehicle.engine}</dd>
        <dt>
          <Trans>Year</Trans>
        </dt>
        <dd>{vehicle.year}</dd>
        <dt>
          <Trans>Manufacturer</Trans>
        </dt>
        <dd>
          {vehicle.manufacturer} ({vehicle.country})
        </dd>
      </dl>
      <h2>{plural(pagination.total, { one: '# fitting part', other: '# fitting parts' })}</h2>
      <ProductList products={products} renderActions={renderActions} />
      <Pagination page={pagination.page} pageSize={pagination.pageSize} total={pagination.total} onPage={onPage} />
    </section>
  )
}

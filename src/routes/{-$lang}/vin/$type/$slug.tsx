import { createFileRoute, notFound } from '@tanstack/react-router'
import { useEffect } from 'react'
import { vehiclePartsQuery } from '../../../../features/vin/api/vehicle-parts'
import { VehiclePartsPage } from '../../../../features/vin/components/vehicle-parts-page'
import { getSearchCountry, useSearchCountry } from '../../../../shared/country/search-country'
import { ApiError } from '../../../../shared/lib/api-client'
import { routeLanguage } from '../../../../shared/lib/language'
import { itemOfSearchProduct } from '../../../../shared/lib/tracking/items'
import { track } from '../../../../shared/lib/tracking/track'
import { useProductCartActions } from '../../../-layouts/product-cart-actions'
import { pageNumber } from '../../../-layouts/search-params'

export const Route = createFileRoute('/{-$lang}/vin/$type/$slug')({
  validateSearch: (search: Record<string, unknown>): { page?: number | undefined } => ({
    page: search.page === undefined ? undefined : pageNumber(search.page),
  }),
  loaderDeps: ({ search }) => ({ page: search.page ?? 1 }),
  loader: async ({ context, params, deps }) => {
    try {
      return await context.queryClient.ensureQueryData(
        vehiclePartsQuery(
          { type: params.type, slug: params.slug, page: deps.page },
          routeLanguage(params.lang),
          getSearchCountry(),
        ),
      )
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) throw notFound()
      throw error
    }
  },
  component: VehicleParts,
})

function VehicleParts() {
  const { type, slug } = Route.useParams()
  const { page } = Route.useSearch()
  const navigate = Route.useNavigate()
  const parts = Route.useLoaderData()
  useEffect(() => {
    // The vehicle's model, never its VIN: the list is named after the vehicle page's slug.
    const list = `vehicle_${type}`
    track({
      event: 'view_item_list',
      ecommerce: { item_list_id: list, item_list_name: list, items: parts.products.map(itemOfSearchProduct) },
    })
  }, [parts, type])
  return (
    <VehiclePartsPage
      params={{ type, slug, page: page ?? 1 }}
      countryID={useSearchCountry()}
      renderActions={useProductCartActions()}
      onPage={(next) => void navigate({ search: { page: next > 1 ? next : undefined } })}
    />
  )
}

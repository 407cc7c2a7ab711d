import { createFileRoute } from '@tanstack/react-router'
import { findVehicleQuery } from '../../../../features/vin/api/find-vehicle'
import { VinSearchPage } from '../../../../features/vin/components/vin-search-page'
import { routeLanguage } from '../../../../shared/lib/language'

export const Route = createFileRoute('/{-$lang}/vin/search/$vin')({
  validateSearch: (search: Record<string, unknown>): { vin?: 'notFound' | undefined } => ({
    vin: search.vin === 'notFound' ? 'notFound' : undefined,
  }),
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(findVehicleQuery(params.vin.toUpperCase(), routeLanguage(params.lang))),
  component: VinSearch,
})

function VinSearch() {
  const { vin } = Route.useParams()
  const search = Route.useSearch()
  return <VinSearchPage vin={vin.toUpperCase()} notFound={search.vin === 'notFound'} />
}

import { createFileRoute } from '@tanstack/react-router'
import { countriesQuery } from '../../features/locale/api/get-countries'
import { GeoselectionPage } from '../../features/locale/components/geoselection-page'
import { routeLanguage } from '../../shared/lib/language'

export const Route = createFileRoute('/{-$lang}/geoselection')({
  loader: ({ context, params }) => context.queryClient.ensureQueryData(countriesQuery(routeLanguage(params.lang))),
  component: GeoselectionPage,
})

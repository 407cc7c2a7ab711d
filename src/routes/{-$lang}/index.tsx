import { createFileRoute } from '@tanstack/react-router'
import { contentDataQuery } from '../../features/catalog/api/get-content-data'
import { HomePage } from '../../features/catalog/components/home-page'
import { routeLanguage } from '../../shared/lib/language'

export const Route = createFileRoute('/{-$lang}/')({
  loader: ({ context, params }) => context.queryClient.ensureQueryData(contentDataQuery(routeLanguage(params.lang))),
  component: HomePage,
})

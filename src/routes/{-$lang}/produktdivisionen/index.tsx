import { createFileRoute } from '@tanstack/react-router'
import { contentDataQuery } from '../../../features/catalog/api/get-content-data'
import { DivisionsPage } from '../../../features/catalog/components/divisions-page'
import { routeLanguage } from '../../../shared/lib/language'

/** Shown at the translated path of each language (/en/product-divisions, /fr/divisions …) via the router's rewrite. */
export const Route = createFileRoute('/{-$lang}/produktdivisionen/')({
  loader: ({ context, params }) => context.queryClient.ensureQueryData(contentDataQuery(routeLanguage(params.lang))),
  component: DivisionsPage,
})

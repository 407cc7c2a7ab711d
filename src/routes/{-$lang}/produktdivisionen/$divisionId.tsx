import { createFileRoute, notFound } from '@tanstack/react-router'
import { divisionQuery } from '../../../features/catalog/api/get-division'
import { DivisionPage } from '../../../features/catalog/components/division-page'
import { ApiError } from '../../../shared/lib/api-client'
import { routeLanguage } from '../../../shared/lib/language'

export const Route = createFileRoute('/{-$lang}/produktdivisionen/$divisionId')({
  loader: async ({ context, params }) => {
    try {
      await context.queryClient.ensureQueryData(divisionQuery(params.divisionId, routeLanguage(params.lang)))
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) throw notFound()
      throw error
    }
  },
  component: () => <DivisionPage slug={Route.useParams().divisionId} />,
})

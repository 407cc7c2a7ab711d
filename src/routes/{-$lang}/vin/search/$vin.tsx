import { createFileRoute } from '@tanstack/react-router'
import { useSnapshot } from 'valtio'
import { findVehicleQuery } from '../../../../features/vin/api/find-vehicle'
import { VinEntryPage } from '../../../../features/vin/components/vin-entry-page'
import { VinSearchPage } from '../../../../features/vin/components/vin-search-page'
import { normaliseVin, vinProblem } from '../../../../shared/contracts/vin-rules'
import { routeLanguage } from '../../../../shared/lib/language'
import { isLoggedIn, sessionStore } from '../../../../shared/session/session-store'

export const Route = createFileRoute('/{-$lang}/vin/search/$vin')({
  validateSearch: (search: Record<string, unknown>): { vin?: 'notFound' | undefined } => ({
    vin: search.vin === 'notFound' ? 'notFound' : undefined,
  }),
  loader: ({ context, params }) => {
    const vin = normaliseVin(params.vin)
    // A malformed VIN in the address is corrected on the entry page, not sent to the lookup.
    if (vinProblem(vin)) return
    return context.queryClient.ensureQueryData(findVehicleQuery(vin, routeLanguage(params.lang)))
  },
  component: VinSearch,
})

function VinSearch() {
  const params = Route.useParams()
  const search = Route.useSearch()
  const signedIn = isLoggedIn(useSnapshot(sessionStore))
  const vin = normaliseVin(params.vin)
  if (vinProblem(vin)) return <VinEntryPage initialVin={params.vin} signedIn={signedIn} />
  return <VinSearchPage vin={vin} notFound={search.vin === 'notFound'} signedIn={signedIn} />
}

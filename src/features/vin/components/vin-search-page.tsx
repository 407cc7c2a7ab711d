import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useNavigate } from '@tanstack/react-router'
import { useEffect } from 'react'
import { useLangParam, useLanguage } from '../../../shared/lib/language'
import { usePageTitle } from '../../../shared/lib/page-title'
import { track } from '../../../shared/lib/tracking/track'
import { useFindVehicle } from '../api/find-vehicle'
import { useAddVinSuggestion } from '../api/vin-suggestions'
import { VinEntryPage } from './vin-entry-page'

type Props = {
  vin: string
  notFound: boolean
  /** The recent-VIN list belongs to a customer: a visitor's search is not remembered (it would only get a 401). */
  signedIn: boolean
}

/**
 * /vin/search/{vin}: one vehicle opens its parts, several are listed, none shows the entry page with
 * a notice and `vin=notFound` in the address (SPEC.md §2).
 */
export function VinSearchPage({ vin, notFound, signedIn }: Props) {
  const { t } = useLingui()
  const lang = useLanguage()
  const params = useLangParam()
  const navigate = useNavigate()
  const vehicles = useFindVehicle(vin, lang)
  const remember = useAddVinSuggestion()
  usePageTitle(t`Vehicles for VIN ${vin}`)

  const [only] = vehicles
  useEffect(() => {
    // Once per VIN looked up; track() keeps only the model part of it (never the full VIN).
    if (!notFound) track({ event: 'search', searchType: 'vinSearch', searchTerm: vin })
    if (vehicles.length > 0 && signedIn) remember.mutate(vin)
    if (vehicles.length === 0 && !notFound) {
      void navigate({ to: '/{-$lang}/vin/search/$vin', params: { ...params, vin }, search: { vin: 'notFound' }, replace: true })
    } else if (vehicles.length === 1 && only) {
      void navigate({ to: '/{-$lang}/vin/$type/$slug', params: { ...params, type: only.type, slug: only.slug }, replace: true })
    }
    // The lookup result decides once per VIN; `remember` and `navigate` are stable enough for that.
  }, [vin, vehicles.length])

  if (vehicles.length === 0) {
    return (
      <VinEntryPage
        signedIn={signedIn}
        notice={
          <p className="notice notice--warning" role="alert">
            <Trans>No vehicle was found for the VIN {vin}. Please check the number and try again.</Trans>
          </p>
        }
      />
    )
  }
  return (
    <section>
      <h1>
        <Trans>Vehicles for VIN {vin}</Trans>
      </h1>
      <ul className="vehicle-list">
        {vehicles.map((vehicle) => (
          <li key={vehicle.slug}>
            <Link to="/{-$lang}/vin/$type/$slug" params={{ ...params, type: vehicle.type, slug: vehicle.slug }}>
              {vehicle.make} {vehicle.model} {vehicle.engine} ({vehicle.year})
            </Link>
          </li>
        ))}
      </ul>
    </section>
  )
}

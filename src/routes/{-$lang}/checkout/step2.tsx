import { useQuery } from '@tanstack/react-query'
import { createFileRoute } from '@tanstack/react-router'
import { AddressStep } from '../../../features/checkout/components/address-step'
import { countriesQuery } from '../../../features/locale/api/get-countries'
import { LOCALE_OF } from '../../../shared/contracts/languages'
import { useSearchCountry } from '../../../shared/country/search-country'
import { routeLanguage } from '../../../shared/lib/language'

export const Route = createFileRoute('/{-$lang}/checkout/step2')({ component: Step2 })

function Step2() {
  const navigate = Route.useNavigate()
  const params = Route.useParams()
  // The country picker lists the shop's countries as /geoselection names them; blacklisted ones are disabled.
  const lang = routeLanguage(params.lang)
  const { data } = useQuery(countriesQuery(lang))
  const countries = data?.continents
    .flatMap((continent) => continent.countries)
    .map((country) => ({ code: country.countryID, name: country.countryName, disabled: country.disabled }))
    .sort((a, b) => a.name.localeCompare(b.name, LOCALE_OF[lang]))
  return (
    <AddressStep
      countryID={useSearchCountry()}
      countries={countries}
      onBack={() => void navigate({ to: '/{-$lang}/checkout/step1', params })}
      onNext={() => void navigate({ to: '/{-$lang}/checkout/step3', params })}
    />
  )
}

import { Trans, useLingui } from '@lingui/react/macro'
import { useNavigate } from '@tanstack/react-router'
import { useSnapshot } from 'valtio'
import { chooseCountry, countryStore } from '../../../shared/country/country-store'
import { useLangParam, useLanguage } from '../../../shared/lib/language'
import { usePageTitle } from '../../../shared/lib/page-title'
import { CountryFlag } from '../../../shared/ui/country-flag'
import { useCountries } from '../api/get-countries'
import { continentName } from './continent-name'

export function GeoselectionPage() {
  const lang = useLanguage()
  const params = useLangParam()
  const { i18n, t } = useLingui()
  const { countryID } = useSnapshot(countryStore)
  const { continents } = useCountries(lang)
  const navigate = useNavigate()
  usePageTitle(t`Choose your country`)

  const choose = (code: string) => {
    chooseCountry(code)
    void navigate({ to: '/{-$lang}', params })
  }

  return (
    <>
      <h1>
        <Trans>Choose your country</Trans>
      </h1>
      <p>
        <Trans>Prices, delivery and your contact person depend on the country you order from.</Trans>
      </p>
      {continents.map((continent) => (
        <section key={continent.code} aria-labelledby={`continent-${continent.code}`} className="continent">
          <h2 id={`continent-${continent.code}`}>{continentName(i18n, continent.code)}</h2>
          <ul className="country-list">
            {continent.countries.map((country) => (
              <li key={country.countryID}>
                <button
                  type="button"
                  className="country-button"
                  disabled={country.disabled}
                  aria-pressed={country.countryID === countryID}
                  onClick={() => choose(country.countryID)}
                >
                  <CountryFlag code={country.countryID} />
                  <span>{country.countryName}</span>
                  {country.disabled && (
                    <span className="country-note">
                      <Trans>not available</Trans>
                    </span>
                  )}
                </button>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </>
  )
}

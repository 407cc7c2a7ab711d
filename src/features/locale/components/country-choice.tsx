import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useSnapshot } from 'valtio'
import { useLangParam } from '../../../shared/lib/language'
import { useSelectedCountry } from '../api/get-country'
import { countryStore } from '../store'

export function CountryChoice() {
  const { t } = useLingui()
  const { countryID } = useSnapshot(countryStore)
  const country = useSelectedCountry()
  const name = country?.countryName ?? countryID
  return (
    <Link
      to="/{-$lang}/geoselection"
      params={useLangParam()}
      className="header-link"
      aria-label={t`Country: ${name}. Change country`}
    >
      <span className="country-code" aria-hidden="true">
        {countryID}
      </span>
      <span className="header-link__text">{name}</span>
    </Link>
  )
}

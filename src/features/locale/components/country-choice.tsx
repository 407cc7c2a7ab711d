import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useSearchCountry } from '../../../shared/country/search-country'
import { useLangParam, useLanguage } from '../../../shared/lib/language'
import { CountryFlag } from '../../../shared/ui/country-flag'
import { useSelectedCountry } from '../api/get-country'
import { countryNameBeforeLoad } from '../default-country'

export function CountryChoice() {
  const { t } = useLingui()
  const countryID = useSearchCountry()
  const country = useSelectedCountry()
  const lang = useLanguage()
  const name = country?.countryName ?? countryNameBeforeLoad(countryID, lang)
  return (
    <Link
      to="/{-$lang}/geoselection"
      params={useLangParam()}
      className="header-link"
      aria-label={t`Country: ${name}. Change country`}
    >
      <CountryFlag code={countryID} />
      <span className="header-link__text">{name}</span>
    </Link>
  )
}

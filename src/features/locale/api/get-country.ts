import { queryOptions, useQuery } from '@tanstack/react-query'
import type { CountryResponse } from '../../../shared/contracts/content'
import type { Language } from '../../../shared/contracts/languages'
import { useSearchCountry } from '../../../shared/country/search-country'
import { apiGet } from '../../../shared/lib/api-client'
import { takeHintedTimestamp } from '../../../shared/lib/hinted-timestamp'
import { useLanguage } from '../../../shared/lib/language'

/**
 * SPEC.md §7: sent with a timestamp so no cache between here and the server answers; the service worker
 * ignores it. The first read takes the page's preload hint's timestamp, so it uses that response (issue 17).
 */
export function getCountry(lang: Language, countryID: string, signal?: AbortSignal) {
  const query = { languageID: lang, countryID }
  const timestamp = takeHintedTimestamp('/country', query) ?? String(Date.now())
  return apiGet<CountryResponse>('/country', { ...query, timestamp }, signal)
}

export function countryQuery(lang: Language, countryID: string) {
  return queryOptions({
    queryKey: ['country', lang, countryID],
    queryFn: ({ signal }) => getCountry(lang, countryID, signal),
    staleTime: 60 * 60_000,
  })
}

/**
 * The country the shop serves this user in, with its sales entity; undefined while loading. For a
 * logged-in customer that is the search country (SPEC.md §6: the billing country, as searches and
 * prices use), not the language's or a visitor's choice; for a visitor, the selected country.
 */
export function useSelectedCountry() {
  const lang = useLanguage()
  return useQuery(countryQuery(lang, useSearchCountry())).data
}

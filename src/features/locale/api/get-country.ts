import { queryOptions, useQuery } from '@tanstack/react-query'
import { useSnapshot } from 'valtio'
import type { CountryResponse } from '../../../shared/contracts/content'
import type { Language } from '../../../shared/contracts/languages'
import { countryStore } from '../../../shared/country/country-store'
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

/** The selected country with the entity that serves it; undefined while loading. */
export function useSelectedCountry() {
  const lang = useLanguage()
  const { countryID } = useSnapshot(countryStore)
  return useQuery(countryQuery(lang, countryID)).data
}

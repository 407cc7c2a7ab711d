import { queryOptions, useSuspenseQuery } from '@tanstack/react-query'
import type { CountriesResponse } from '../../../shared/contracts/content'
import type { Language } from '../../../shared/contracts/languages'
import { apiGet } from '../../../shared/lib/api-client'

export function getCountries(lang: Language, signal?: AbortSignal) {
  return apiGet<CountriesResponse>('/countries', { languageID: lang }, signal)
}

export function countriesQuery(lang: Language) {
  return queryOptions({
    queryKey: ['countries', lang],
    queryFn: ({ signal }) => getCountries(lang, signal),
    staleTime: 60 * 60_000,
  })
}

export function useCountries(lang: Language) {
  return useSuspenseQuery(countriesQuery(lang)).data
}

import { queryOptions, useSuspenseQuery } from '@tanstack/react-query'
import type { DivisionResponse } from '../../../shared/contracts/catalog'
import type { Language } from '../../../shared/contracts/languages'
import { apiGet } from '../../../shared/lib/api-client'

export function divisionQuery(slug: string, lang: Language) {
  return queryOptions({
    queryKey: ['division', lang, slug],
    queryFn: ({ signal }) => apiGet<DivisionResponse>(`/divisions/${encodeURIComponent(slug)}`, { languageID: lang }, signal),
    staleTime: 60 * 60_000,
  })
}

export function useDivision(slug: string, lang: Language) {
  return useSuspenseQuery(divisionQuery(slug, lang)).data
}

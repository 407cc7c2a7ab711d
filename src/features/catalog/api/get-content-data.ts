import { queryOptions, useQuery, useSuspenseQuery } from '@tanstack/react-query'
import type { ContentData } from '../../../shared/contracts/content'
import type { Language } from '../../../shared/contracts/languages'
import { apiGet } from '../../../shared/lib/api-client'

export function getContentData(lang: Language, signal?: AbortSignal) {
  return apiGet<ContentData>('/content-data', { languageID: lang }, signal)
}

export function contentDataQuery(lang: Language) {
  return queryOptions({
    queryKey: ['content-data', lang],
    queryFn: ({ signal }) => getContentData(lang, signal),
    staleTime: 5 * 60_000,
  })
}

export function useContentData(lang: Language) {
  return useSuspenseQuery(contentDataQuery(lang)).data
}

/** For chrome that must render while the data loads or is unreachable (the navigation). */
export function useContentDataIfLoaded(lang: Language) {
  return useQuery(contentDataQuery(lang)).data
}

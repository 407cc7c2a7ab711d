import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { PartSearchResponse } from '../../../shared/contracts/catalog'
import type { Language } from '../../../shared/contracts/languages'
import { apiPost } from '../../../shared/lib/api-client'

/** SPEC.md §5: part search runs only with more than 3 characters. */
export const MIN_SEARCH_LENGTH = 4

export type PartSearchInput = { term: string; lang: Language; countryID: string }

export function partSearch({ term, lang, countryID }: PartSearchInput, signal?: AbortSignal) {
  return apiPost<PartSearchResponse>('/search/partSearch', { searchTerm: term, languageID: lang, countryID }, signal)
}

export function partSearchQuery(input: PartSearchInput) {
  return queryOptions({
    queryKey: ['part-search', input.lang, input.countryID, input.term],
    queryFn: ({ signal }) => partSearch(input, signal),
    staleTime: 60_000,
  })
}

/** Search-as-you-type; idle until the (debounced) term is long enough. */
export function usePartSearch(input: PartSearchInput) {
  return useQuery({
    ...partSearchQuery(input),
    enabled: input.term.trim().length >= MIN_SEARCH_LENGTH,
    placeholderData: keepPreviousData,
  })
}

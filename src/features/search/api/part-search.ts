import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { PartSearchResponse } from '../../../shared/contracts/catalog'
import type { Language } from '../../../shared/contracts/languages'
import { apiPost } from '../../../shared/lib/api-client'
import { isNetworkFailure } from '../../../shared/lib/api-error-message'
import { searchOffline } from '../lib/offline-search'
import { cachedProducts } from './cached-products'

/** SPEC.md §5: part search runs only with more than 3 characters. */
export const MIN_SEARCH_LENGTH = 4

export type PartSearchInput = { term: string; lang: Language; countryID: string }

export function partSearch({ term, lang, countryID }: PartSearchInput, signal?: AbortSignal) {
  return apiPost<PartSearchResponse>('/search/partSearch', { searchTerm: term, languageID: lang, countryID }, signal)
}

/** A part search answer; `offline` when it came from the parts this device has seen, not the server. */
export type PartSearchResult = PartSearchResponse & { offline?: boolean }

export function partSearchQuery(input: PartSearchInput) {
  return queryOptions({
    queryKey: ['part-search', input.lang, input.countryID, input.term],
    queryFn: async ({ signal, client }): Promise<PartSearchResult> => {
      try {
        return await partSearch(input, signal)
      } catch (error) {
        if (!isNetworkFailure(error)) throw error
        const { kind, products } = searchOffline(cachedProducts(client), input.term, 10)
        return { kind, categories: [], products, offline: true }
      }
    },
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

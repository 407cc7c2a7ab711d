import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiGet, apiPost } from '../../../shared/lib/api-client'
import { shopMeta } from '../../../shared/meta/shop-meta'

const vinSuggestionsQuery = queryOptions({
  queryKey: ['vin-suggestions'],
  queryFn: ({ signal }) => apiGet<string[]>('/search/getVinSuggestions', undefined, signal),
  staleTime: 60_000,
  // SPEC.md §8: suggestion calls fail silently.
  retry: false,
})

export function useVinSuggestions(enabled: boolean) {
  return useQuery({ ...vinSuggestionsQuery, enabled }).data ?? []
}

/**
 * SPEC.md §7: sends `limit`, the history length the shop's meta names (SPEC.md §9 vinSearchHistoryLength);
 * the server keeps no more than its own VIN_HISTORY_LENGTH whatever is asked.
 */
export function addVinSuggestion(vinNumber: string) {
  return apiPost<string[]>('/search/addVinSuggestion', { limit: shopMeta.vinSearchHistoryLength, vinNumber })
}

export function useAddVinSuggestion() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: addVinSuggestion,
    onSuccess: (list) => queryClient.setQueryData(vinSuggestionsQuery.queryKey, list),
    onError: () => {},
  })
}

import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiGet, apiPost } from '../../../shared/lib/api-client'

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

export function useAddVinSuggestion() {
  const queryClient = useQueryClient()
  return useMutation({
    // No limit: the server keeps the shop's VIN_HISTORY_LENGTH (SPEC.md §9 vinSearchHistoryLength, 10 by default).
    mutationFn: (vinNumber: string) => apiPost<string[]>('/search/addVinSuggestion', { vinNumber }),
    onSuccess: (list) => queryClient.setQueryData(vinSuggestionsQuery.queryKey, list),
    onError: () => {},
  })
}

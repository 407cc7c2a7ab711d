import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiGet, apiPost } from '../../../shared/lib/api-client'

/** How many recent VINs a customer sees; SPEC.md leaves vinSearchHistoryLength open, 10 fits the panel. */
export const VIN_HISTORY_LENGTH = 10

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
    mutationFn: (vinNumber: string) => apiPost<string[]>('/search/addVinSuggestion', { limit: VIN_HISTORY_LENGTH, vinNumber }),
    onSuccess: (list) => queryClient.setQueryData(vinSuggestionsQuery.queryKey, list),
    onError: () => {},
  })
}

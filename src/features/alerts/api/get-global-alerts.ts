import { queryOptions, useQuery } from '@tanstack/react-query'
import type { GlobalAlertsResponse } from '../../../shared/contracts/admin'
import type { Language } from '../../../shared/contracts/languages'
import { apiGet } from '../../../shared/lib/api-client'

/** A new banner message reaches an open page within a minute; ended ones go at their end time (store timer). */
const REFRESH_MS = 60_000

export const globalAlertsQuery = (lang: Language) =>
  queryOptions({
    queryKey: ['global-alerts', lang],
    queryFn: ({ signal }) => apiGet<GlobalAlertsResponse>('/global-alerts', { languageID: lang }, signal),
    // Every page load asks again: a copy restored from the device could carry an end time the admin has since moved.
    staleTime: 0,
    refetchInterval: REFRESH_MS,
  })

export function useGlobalAlerts(lang: Language) {
  return useQuery(globalAlertsQuery(lang))
}

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { Backorder, Pagination } from '../../../shared/contracts/documents'
import type { Language } from '../../../shared/contracts/languages'
import { apiGet } from '../../../shared/lib/api-client'
import { INFOCENTER_STALE_TIME, infocenterKey, listQuery } from './infocenter-key'

export type BackordersRequest = { q?: string | undefined; page: number; pageSize: number }
export type BackordersPage = { items: Backorder[]; pagination: Pagination }

/** Part names come from the catalogue in the page's language, so the language is part of the key. */
export const fetchBackorders = (request: BackordersRequest, lang: Language, signal?: AbortSignal) =>
  apiGet<BackordersPage>('/backorders', listQuery({ ...request, languageID: lang }), signal)

export const backordersQuery = (customerId: string, request: BackordersRequest, lang: Language) =>
  queryOptions({
    queryKey: [...infocenterKey(customerId), 'backorders', request, lang],
    queryFn: ({ signal }) => fetchBackorders(request, lang, signal),
    staleTime: INFOCENTER_STALE_TIME,
  })

export function useBackorders(customerId: string, request: BackordersRequest, lang: Language, enabled = true) {
  return useQuery({ ...backordersQuery(customerId, request, lang), placeholderData: keepPreviousData, enabled })
}

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { Backorder, Pagination } from '../../../shared/contracts/documents'
import { apiGet } from '../../../shared/lib/api-client'
import { INFOCENTER_STALE_TIME, infocenterKey, listQuery } from './infocenter-key'

export type BackordersRequest = { q?: string | undefined; page: number; pageSize: number }
export type BackordersPage = { items: Backorder[]; pagination: Pagination }

export const fetchBackorders = (request: BackordersRequest, signal?: AbortSignal) =>
  apiGet<BackordersPage>('/backorders', listQuery(request), signal)

export const backordersQuery = (customerId: string, request: BackordersRequest) =>
  queryOptions({
    queryKey: [...infocenterKey(customerId), 'backorders', request],
    queryFn: ({ signal }) => fetchBackorders(request, signal),
    staleTime: INFOCENTER_STALE_TIME,
  })

export function useBackorders(customerId: string, request: BackordersRequest, enabled = true) {
  return useQuery({ ...backordersQuery(customerId, request), placeholderData: keepPreviousData, enabled })
}

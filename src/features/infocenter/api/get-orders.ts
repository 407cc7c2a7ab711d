import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { OrdersPage } from '../../../shared/contracts/documents'
import type { OrderStatus } from '../../../shared/contracts/documents-constants'
import { apiGet } from '../../../shared/lib/api-client'
import { INFOCENTER_STALE_TIME, infocenterKey, listQuery } from './infocenter-key'

export type OrdersRequest = {
  q?: string | undefined
  status?: OrderStatus | undefined
  from?: string | undefined
  to?: string | undefined
  page: number
  pageSize: number
  sort?: string | undefined
}

export const fetchOrders = (request: OrdersRequest, signal?: AbortSignal) =>
  apiGet<OrdersPage>('/orders', listQuery(request), signal)

export const ordersQuery = (customerId: string, request: OrdersRequest) =>
  queryOptions({
    queryKey: [...infocenterKey(customerId), 'orders', request],
    queryFn: ({ signal }) => fetchOrders(request, signal),
    staleTime: INFOCENTER_STALE_TIME,
  })

/** The previous page stays on screen while the next loads, so the table does not jump. */
export function useOrders(customerId: string, request: OrdersRequest, enabled = true) {
  return useQuery({ ...ordersQuery(customerId, request), placeholderData: keepPreviousData, enabled })
}

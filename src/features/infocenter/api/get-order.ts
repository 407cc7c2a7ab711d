import { queryOptions, useQuery } from '@tanstack/react-query'
import type { OrderDetail } from '../../../shared/contracts/documents'
import { apiGet } from '../../../shared/lib/api-client'
import { INFOCENTER_STALE_TIME, infocenterKey } from './infocenter-key'

export const fetchOrder = (orderNumber: string, signal?: AbortSignal) =>
  apiGet<OrderDetail>(`/orders/${encodeURIComponent(orderNumber)}`, undefined, signal)

export const orderQuery = (customerId: string, orderNumber: string) =>
  queryOptions({
    queryKey: [...infocenterKey(customerId), 'order', orderNumber],
    queryFn: ({ signal }) => fetchOrder(orderNumber, signal),
    staleTime: INFOCENTER_STALE_TIME,
  })

export function useOrder(customerId: string, orderNumber: string) {
  return useQuery(orderQuery(customerId, orderNumber))
}

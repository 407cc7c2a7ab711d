import { queryOptions, useQuery } from '@tanstack/react-query'
import type { OrderDetail } from '../../../shared/contracts/documents'
import type { Language } from '../../../shared/contracts/languages'
import { apiGet } from '../../../shared/lib/api-client'
import { INFOCENTER_STALE_TIME, infocenterKey } from './infocenter-key'

/** Part names come from the catalogue in the page's language, so the language is part of the key. */
export const fetchOrder = (orderNumber: string, lang: Language, signal?: AbortSignal) =>
  apiGet<OrderDetail>(`/orders/${encodeURIComponent(orderNumber)}`, { languageID: lang }, signal)

export const orderQuery = (customerId: string, orderNumber: string, lang: Language) =>
  queryOptions({
    queryKey: [...infocenterKey(customerId), 'order', orderNumber, lang],
    queryFn: ({ signal }) => fetchOrder(orderNumber, lang, signal),
    staleTime: INFOCENTER_STALE_TIME,
  })

export function useOrder(customerId: string, orderNumber: string, lang: Language) {
  return useQuery(orderQuery(customerId, orderNumber, lang))
}

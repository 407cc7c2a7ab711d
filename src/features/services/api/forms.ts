import { type QueryClient, queryOptions } from '@tanstack/react-query'
import type { OrdersPage } from '../../../shared/contracts/documents'
import type { CaseBody, ServiceCase } from '../../../shared/contracts/returns'
import { apiGet } from '../../../shared/lib/api-client'
import { sendChange } from '../../../shared/lib/send-change'
import { servicesKey } from './services-key'

/** The customer's return, warranty and core cases, newest first (GET /api/forms). */
export const casesQuery = (customerId: string) =>
  queryOptions({
    queryKey: servicesKey(customerId, 'forms'),
    queryFn: ({ signal }) => apiGet<{ cases: ServiceCase[] }>('/forms', undefined, signal),
    // Asked again each time the page opens: the shop or the ERP moves cases on meanwhile.
    staleTime: 0,
  })

/** The orders an appointment can refer to: the latest 50 of the history, newest first. */
export const formOrdersQuery = (customerId: string) =>
  queryOptions({
    queryKey: servicesKey(customerId, 'form-orders'),
    queryFn: ({ signal }) => apiGet<OrdersPage>('/orders', { pageSize: 50 }, signal),
  })

/**
 * Sends a case through the one change door (idempotent POST /api/forms). Offline the service worker keeps
 * it and answers `queued`: it is sent once when the connection is back, and the page shows it as waiting.
 */
export async function sendCase(queryClient: QueryClient, customerId: string, body: CaseBody) {
  const result = await sendChange<ServiceCase>('POST', '/forms', body)
  if (!result.queued) await refreshCases(queryClient, customerId)
  return result
}

/** After a case reached the shop: its list, and what the named documents still allow to return. */
export function refreshCases(queryClient: QueryClient, customerId: string) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: casesQuery(customerId).queryKey }),
    queryClient.invalidateQueries({ queryKey: servicesKey(customerId, 'returnable') }),
  ])
}

/** The return slip to put in the box (number, lines, QR code and barcode). */
export const slipUrl = (id: number, languageID: string) => `/api/forms/${id}/pdf?languageID=${languageID}`
export const photoUrl = (id: number, photoId: number) => `/api/forms/${id}/photos/${photoId}`

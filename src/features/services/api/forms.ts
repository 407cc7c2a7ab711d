import { type QueryClient, queryOptions } from '@tanstack/react-query'
import type { OrderDetail, OrdersPage } from '../../../shared/contracts/documents'
import type { FormBody, ServiceForm } from '../../../shared/contracts/services'
import { apiGet } from '../../../shared/lib/api-client'
import { sendChange, shopAnswer } from '../../../shared/lib/send-change'
import { servicesKey } from './services-key'

export const formsQuery = (customerId: string) =>
  queryOptions({
    queryKey: servicesKey(customerId, 'forms'),
    queryFn: ({ signal }) => apiGet<{ forms: ServiceForm[] }>('/forms', undefined, signal),
  })

/** The orders a form can refer to: the latest 50 of the history, newest first. */
export const formOrdersQuery = (customerId: string) =>
  queryOptions({
    queryKey: servicesKey(customerId, 'form-orders'),
    queryFn: ({ signal }) => apiGet<OrdersPage>('/orders', { pageSize: 50 }, signal),
  })

export const formOrderQuery = (customerId: string, orderNumber: string) =>
  queryOptions({
    queryKey: servicesKey(customerId, 'form-order', orderNumber),
    queryFn: ({ signal }) => apiGet<OrderDetail>(`/orders/${encodeURIComponent(orderNumber)}`, undefined, signal),
  })

export async function submitForm(queryClient: QueryClient, customerId: string, body: FormBody) {
  const form = shopAnswer(await sendChange<ServiceForm>('POST', '/forms', body))
  await queryClient.invalidateQueries({ queryKey: formsQuery(customerId).queryKey })
  return form
}

export const formPdfUrl = (id: number, languageID: string) => `/api/forms/${id}/pdf?languageID=${languageID}`

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { WebhookDelivery } from '../../../shared/contracts/webhooks'
import { apiGet } from '../../../shared/lib/api-client'
import { adminKey } from './admin-key'
import { useAdminChange } from './customers'
import { endpointPath, post } from './webhooks'

export type WebhookDeliveryState = WebhookDelivery['state']
export type WebhookDeliveryFilter = { state?: WebhookDeliveryState | undefined; page: number }
export type WebhookDeliveryPage = { deliveries: WebhookDelivery[]; page: number; pageCount: number }

export const webhookDeliveriesQuery = (endpointId: string, { state, page }: WebhookDeliveryFilter) =>
  queryOptions({
    queryKey: [...adminKey, 'webhooks', endpointId, 'deliveries', { state, page }],
    queryFn: ({ signal }) => apiGet<WebhookDeliveryPage>(`${endpointPath(endpointId)}/deliveries`, { state, page }, signal),
  })

export const useWebhookDeliveries = (endpointId: string, filter: WebhookDeliveryFilter) =>
  useQuery({ ...webhookDeliveriesQuery(endpointId, filter), placeholderData: keepPreviousData })

/** Sends the delivery once more now, under the same webhook-id (the receiver can tell it has it); the answer holds the new attempt. */
export const useResendWebhookDelivery = (endpointId: string) =>
  useAdminChange((deliveryId: number) =>
    post<WebhookDelivery>(`${endpointPath(endpointId)}/deliveries/${encodeURIComponent(deliveryId)}/resend`),
  )

import { queryOptions, useQuery } from '@tanstack/react-query'
import type { CreatedWebhookEndpoint, WebhookEndpoint, WebhookEndpointBody } from '../../../shared/contracts/webhooks'
import { apiGet } from '../../../shared/lib/api-client'
import { sendChange, shopAnswer } from '../../../shared/lib/send-change'
import { adminKey } from './admin-key'
import { useAdminChange } from './customers'

const endpointPath = (id: string) => `/admin/webhooks/${encodeURIComponent(id)}`

/** Through sendChange: each click gets its own Idempotency-Key, so a retried POST never makes a second endpoint. */
const post = async <T>(path: string, body: unknown = {}) => shopAnswer(await sendChange<T>('POST', path, body))

export const webhookEndpointsQuery = () =>
  queryOptions({
    queryKey: [...adminKey, 'webhooks'],
    queryFn: ({ signal }) => apiGet<{ endpoints: WebhookEndpoint[] }>('/admin/webhooks', undefined, signal),
  })

export const useWebhookEndpoints = () => useQuery(webhookEndpointsQuery())

/** The answer holds the secret, once: the page shows it from the mutation's result, never from a query. */
export const useCreateWebhookEndpoint = () =>
  useAdminChange((body: WebhookEndpointBody) => post<CreatedWebhookEndpoint>('/admin/webhooks', body))

export const useUpdateWebhookEndpoint = () =>
  useAdminChange(({ id, body }: { id: string; body: WebhookEndpointBody }) => post<WebhookEndpoint>(endpointPath(id), body))

export const useDeleteWebhookEndpoint = () => useAdminChange((id: string) => post<undefined>(`${endpointPath(id)}/delete`))

/** The new secret is in this answer only; the old one stops signing at once. */
export const useRotateWebhookSecret = () =>
  useAdminChange((id: string) => post<{ secret: string }>(`${endpointPath(id)}/rotate-secret`))

export { endpointPath, post }

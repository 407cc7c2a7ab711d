import { queryOptions, useQuery } from '@tanstack/react-query'
import type { CreatedIntegrationKey, CreateIntegrationKeyBody, IntegrationKey } from '../../../shared/contracts/integration-keys'
import { apiGet, apiSend } from '../../../shared/lib/api-client'
import { adminKey } from './admin-key'
import { useAdminChange } from './customers'

export const integrationKeysQuery = () =>
  queryOptions({
    queryKey: [...adminKey, 'integration-keys'],
    queryFn: ({ signal }) => apiGet<{ keys: IntegrationKey[] }>('/admin/integration-keys', undefined, signal),
  })

export const useIntegrationKeys = () => useQuery(integrationKeysQuery())

/** The answer holds the secret, once: the page shows it from the mutation's result, never from a query. */
export const useCreateIntegrationKey = () =>
  useAdminChange((body: CreateIntegrationKeyBody) => apiSend<CreatedIntegrationKey>('POST', '/admin/integration-keys', body))

export const useRevokeIntegrationKey = () =>
  useAdminChange((id: string) => apiSend<IntegrationKey>('POST', `/admin/integration-keys/${encodeURIComponent(id)}/revoke`, {}))

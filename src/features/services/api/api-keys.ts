import { type QueryClient, queryOptions } from '@tanstack/react-query'
import type { ApiKey, CreatedApiKey } from '../../../shared/contracts/services'
import type { ApiScope } from '../../../shared/contracts/services-constants'
import { apiGet } from '../../../shared/lib/api-client'
import { sendChange, shopAnswer } from '../../../shared/lib/send-change'
import { servicesKey } from './services-key'

export const apiKeysQuery = (customerId: string) =>
  queryOptions({
    queryKey: servicesKey(customerId, 'api-keys'),
    queryFn: ({ signal }) => apiGet<{ keys: ApiKey[] }>('/api-keys', undefined, signal),
  })

export type OpenApiDocument = {
  paths: Record<
    string,
    Record<
      string,
      { summary?: string; requestBody?: unknown; parameters?: Array<{ name: string; in: string; required?: boolean }> }
    >
  >
}

/** The OpenAPI document the server builds from its route schemas: the examples are made from it, so they match the API. */
export const openApiQuery = () =>
  queryOptions({
    queryKey: ['openapi'],
    queryFn: ({ signal }) => apiGet<OpenApiDocument>('/docs', undefined, signal),
    staleTime: 3_600_000,
  })

export async function createApiKey(queryClient: QueryClient, customerId: string, name: string, scopes: ApiScope[]) {
  const created = shopAnswer(await sendChange<CreatedApiKey>('POST', '/api-keys', { name, scopes }))
  await queryClient.invalidateQueries({ queryKey: apiKeysQuery(customerId).queryKey })
  return created
}

export async function revokeApiKey(queryClient: QueryClient, customerId: string, id: string) {
  await sendChange<ApiKey>('POST', `/api-keys/${id}/revoke`)
  await queryClient.invalidateQueries({ queryKey: apiKeysQuery(customerId).queryKey })
}

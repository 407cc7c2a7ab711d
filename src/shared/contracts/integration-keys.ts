import { z } from 'zod'
import { INTEGRATION_SCOPES } from './integration-constants'

/** An integration key as the admin area lists it: never its secret, only the visible prefix. */
export const integrationKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  prefix: z.string(),
  scopes: z.array(z.enum(INTEGRATION_SCOPES)),
  createdBy: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
})
export type IntegrationKey = z.infer<typeof integrationKeySchema>
export const integrationKeysResponseSchema = z.object({ keys: z.array(integrationKeySchema) })
export const createIntegrationKeyBodySchema = z.object({
  name: z.string().trim().min(1).max(60),
  scopes: z.array(z.enum(INTEGRATION_SCOPES)).min(1).max(INTEGRATION_SCOPES.length),
})
export type CreateIntegrationKeyBody = z.infer<typeof createIntegrationKeyBodySchema>
/** `secret` is the whole key, in this answer only: the shop keeps its sha256. */
export const createdIntegrationKeySchema = z.object({ key: integrationKeySchema, secret: z.string() })
export type CreatedIntegrationKey = z.infer<typeof createdIntegrationKeySchema>
export const integrationKeyParamsSchema = z.object({ id: z.string().uuid() })

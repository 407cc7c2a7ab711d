import { z } from 'zod'
import { WEBHOOK_EVENT_TYPES } from './webhook-constants'

/**
 * The admin area's webhook endpoints and their delivery log (issue 29): /api/admin/webhooks…
 * Times are ISO strings. The secret is shown when an endpoint is made (and when it is rotated), never listed.
 */
const webhookUrl = z
  .string()
  .trim()
  .max(2000)
  .url()
  .refine((url) => /^https?:\/\//i.test(url), 'http or https only')

export const webhookEndpointSchema = z.object({
  id: z.string(),
  url: z.string(),
  description: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
  enabled: z.boolean(),
  createdAt: z.string(),
  /** Deliveries per state, for the list's badges; `failed` ones need a person. */
  counts: z.object({ pending: z.number().int(), delivered: z.number().int(), failed: z.number().int() }),
})
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>
export const webhookEndpointsResponseSchema = z.object({ endpoints: z.array(webhookEndpointSchema) })

export const webhookEndpointBodySchema = z.object({
  url: webhookUrl,
  description: z.string().trim().max(200),
  events: z.array(z.enum(WEBHOOK_EVENT_TYPES)).min(1).max(WEBHOOK_EVENT_TYPES.length),
  enabled: z.boolean(),
})
export type WebhookEndpointBody = z.infer<typeof webhookEndpointBodySchema>
/** `secret` (whsec_…) appears in this answer only. */
export const createdWebhookEndpointSchema = z.object({ endpoint: webhookEndpointSchema, secret: z.string() })
export type CreatedWebhookEndpoint = z.infer<typeof createdWebhookEndpointSchema>
export const webhookEndpointParamsSchema = z.object({ id: z.string().uuid() })

export const WEBHOOK_DELIVERY_STATES = ['pending', 'delivered', 'failed'] as const
export const webhookAttemptSchema = z.object({
  attemptedAt: z.string(),
  /** null: no answer (timeout, connection refused). */
  statusCode: z.number().int().nullable(),
  /** The start of the receiver's answer, or the network error. */
  answer: z.string(),
  durationMs: z.number().int(),
  /** Sent by hand from the log. */
  manual: z.boolean(),
})
export const webhookDeliverySchema = z.object({
  id: z.number().int(),
  /** The webhook-id the receiver sees on every attempt. */
  eventId: z.string(),
  type: z.enum(WEBHOOK_EVENT_TYPES),
  state: z.enum(WEBHOOK_DELIVERY_STATES),
  attempts: z.array(webhookAttemptSchema),
  createdAt: z.string(),
  /** When the next automatic attempt is due; null once delivered or failed. */
  nextAttemptAt: z.string().nullable(),
})
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>
export const webhookDeliveriesQuerySchema = z.object({
  state: z.enum(WEBHOOK_DELIVERY_STATES).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
})
export const webhookDeliveriesResponseSchema = z.object({
  deliveries: z.array(webhookDeliverySchema),
  page: z.number().int(),
  pageCount: z.number().int(),
})
export const webhookDeliveryParamsSchema = z.object({ id: z.string().uuid(), deliveryId: z.coerce.number().int().positive() })

/** zod-free constants of the webhooks the shop sends (issue 29, docs/webhooks.md); safe for the SPA bundle. */

/** The events an endpoint can choose; the names are the `type` of the Standard Webhooks payload. */
export const WEBHOOK_EVENT_TYPES = [
  'order.placed',
  'service_case.submitted',
  'service_case.status_changed',
  'contact.delivery_addresses_changed',
  'appointment.requested',
] as const
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number]

/**
 * Pauses before each retry, in seconds: the Standard Webhooks schedule (now, 5 s, 5 min, 30 min,
 * 2 h, 5 h, 10 h, 10 h), about 27.6 hours in all; after the last the delivery is failed and shown.
 */
export const WEBHOOK_RETRY_PAUSES = [5, 5 * 60, 30 * 60, 2 * 3600, 5 * 3600, 10 * 3600, 10 * 3600] as const

/** Stable codes of the admin webhook API's refusals. */
export const WEBHOOK_ERROR_CODES = {
  endpointNotFound: 'WEBHOOK_ENDPOINT_NOT_FOUND',
  deliveryNotFound: 'WEBHOOK_DELIVERY_NOT_FOUND',
  /** A resend by hand to an endpoint that is switched off: enable it first. */
  endpointDisabled: 'WEBHOOK_ENDPOINT_DISABLED',
} as const

import { randomBytes } from 'node:crypto'
import type { WebhookEventType } from '../../../src/shared/contracts/webhook-constants'
import type { Db } from '../../db/connect'
import { createWebhookDeliveryRepository } from '../../db/repositories/webhook-delivery-repository'
import { createWebhookEndpointRepository } from '../../db/repositories/webhook-endpoint-repository'

/** The webhook-id: made once with the event, sent on every attempt to every endpoint (receivers dedupe by it). */
export const newWebhookEventId = () => `msg_${randomBytes(16).toString('hex')}`

/**
 * The transactional outbox of webhooks (issue 29): call it with the transaction of the change the event
 * reports, so the event exists if and only if the change committed. Writes the event (its Standard
 * Webhooks body `{ type, timestamp, data }`, stored as sent) and one pending delivery per enabled
 * endpoint that chose the type; the delivery worker sends them after the commit. Without such an
 * endpoint nothing is written: an endpoint added later does not get earlier events. Returns the id, or null.
 */
export async function recordWebhookEvent(trx: Db, type: WebhookEventType, data: object, now = new Date()) {
  const endpointIds = await createWebhookEndpointRepository(trx).subscribedTo(type)
  if (endpointIds.length === 0) return null
  const id = newWebhookEventId()
  const payload = JSON.stringify({ type, timestamp: now.toISOString(), data })
  await createWebhookDeliveryRepository(trx).insertEvent({ id, type, payload }, endpointIds, Math.floor(now.getTime() / 1000))
  return id
}

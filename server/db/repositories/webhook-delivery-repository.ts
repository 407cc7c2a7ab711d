import { sql } from 'kysely'
import type { WebhookEventType } from '../../../src/shared/contracts/webhook-constants'
import type { Db } from '../connect'
import { isPostgresDb } from '../dialect'
import { LEASE, newLeaseToken } from '../lease'

/** A delivery a worker took: leased to `lease` until the worker records its attempt or releases it. */
export type TakenDelivery = { id: number; eventId: string; endpointId: string; attempts: number; lease: string }

/** What one attempt needs: the event's stored body (sent byte for byte every time) and where it goes. */
export type DeliveryTarget = {
  eventId: string
  type: WebhookEventType
  payload: string
  url: string
  secret: string
  enabled: boolean
  state: 'pending' | 'delivered' | 'failed'
}

export type AttemptRecord = {
  attemptedAt: number
  statusCode: number | null
  answer: string
  durationMs: number
  manual: boolean
}
/** The delivery's state after an attempt (server/integration/webhooks/retry-schedule.ts). */
export type NextStep = { state: 'pending' | 'delivered' | 'failed'; nextAttemptAt: number }

const nowSeconds = () => Math.floor(Date.now() / 1000)
type LeaseOptions = { leaseSeconds?: number; now?: number }

/**
 * The webhook outbox (issue 29): events written in the transaction of their change, one delivery per
 * subscribed endpoint. A worker takes due deliveries with a lease like the job queue (job-repository.ts):
 * next_attempt_at moves to the lease's end and lease_token names the owner, so on PostgreSQL two
 * instances never send the same delivery at once, and a dead owner's delivery is due again when the
 * lease ran out — sent again under the same webhook-id.
 */
export function createWebhookDeliveryRepository(db: Db) {
  const held = (delivery: Pick<TakenDelivery, 'id' | 'lease'>) =>
    db
      .updateTable('webhook_deliveries')
      .where('id', '=', delivery.id)
      .where('state', '=', 'pending')
      .where('lease_token', '=', delivery.lease)

  return {
    async insertEvent(event: { id: string; type: WebhookEventType; payload: string }, endpointIds: string[], now = nowSeconds()) {
      await db
        .insertInto('webhook_events')
        .values({ ...event, created_at: now })
        .execute()
      if (endpointIds.length === 0) return
      await db
        .insertInto('webhook_deliveries')
        .values(
          endpointIds.map((endpointId) => ({
            event_id: event.id,
            endpoint_id: endpointId,
            state: 'pending' as const,
            attempts: 0,
            next_attempt_at: now,
            lease_token: null,
            created_at: now,
            finished_at: null,
          })),
        )
        .execute()
    },

    /** Due deliveries of enabled endpoints, leased to one new token (PostgreSQL: rows locked, SKIP LOCKED). */
    async take(limit: number, { leaseSeconds = LEASE.seconds, now = nowSeconds() }: LeaseOptions = {}): Promise<TakenDelivery[]> {
      const lock = isPostgresDb(db) ? sql`FOR UPDATE OF d SKIP LOCKED` : sql``
      const { rows } = await sql<{ id: number; event_id: string; endpoint_id: string; attempts: number; lease_token: string }>`
        UPDATE webhook_deliveries SET next_attempt_at = ${now + leaseSeconds}, lease_token = ${newLeaseToken()}
         WHERE id IN (SELECT d.id FROM webhook_deliveries d JOIN webhook_endpoints e ON e.id = d.endpoint_id
                       WHERE d.state = 'pending' AND d.next_attempt_at <= ${now} AND e.enabled = 1
                       ORDER BY d.id LIMIT ${limit} ${lock})
        RETURNING id, event_id, endpoint_id, attempts, lease_token`.execute(db)
      return rows
        .map((row) => ({
          id: Number(row.id),
          eventId: row.event_id,
          endpointId: row.endpoint_id,
          attempts: row.attempts,
          lease: row.lease_token,
        }))
        .sort((a, b) => a.id - b.id)
    },

    /** Keeps a batch's lease while its sends run; false once none of it is pending under this token. */
    async renew(lease: string, { leaseSeconds = LEASE.seconds, now = nowSeconds() }: LeaseOptions = {}): Promise<boolean> {
      const result = await db
        .updateTable('webhook_deliveries')
        .set({ next_attempt_at: now + leaseSeconds })
        .where('lease_token', '=', lease)
        .where('state', '=', 'pending')
        .executeTakeFirst()
      return Number(result.numUpdatedRows) > 0
    },

    /** Unsent on purpose (shutdown, endpoint disabled meanwhile): due again at once, same webhook-id. */
    async release(delivery: TakenDelivery, now = nowSeconds()) {
      await held(delivery).set({ next_attempt_at: now, lease_token: null }).execute()
    },

    /** SQLite has one process: on start, what a crashed run held is due again at once. */
    async releaseAll(now = nowSeconds()) {
      await db
        .updateTable('webhook_deliveries')
        .set({ next_attempt_at: now, lease_token: null })
        .where('state', '=', 'pending')
        .where('lease_token', 'is not', null)
        .execute()
    },

    async target(deliveryId: number): Promise<DeliveryTarget | null> {
      const row = await db
        .selectFrom('webhook_deliveries as d')
        .innerJoin('webhook_events as v', 'v.id', 'd.event_id')
        .innerJoin('webhook_endpoints as e', 'e.id', 'd.endpoint_id')
        .select(['d.event_id', 'd.state', 'v.type', 'v.payload', 'e.url', 'e.secret', 'e.enabled'])
        .where('d.id', '=', deliveryId)
        .executeTakeFirst()
      if (!row) return null
      const { event_id, type, ...rest } = row
      return { ...rest, eventId: event_id, type: type as WebhookEventType, enabled: row.enabled === 1 }
    },

    /** The worker's attempt and the delivery's next state, together; nothing when the lease was lost or the endpoint deleted. */
    async recordAttempt(delivery: TakenDelivery, attempt: AttemptRecord, next: NextStep) {
      await db.transaction().execute(async (trx) => {
        const updated = await trx
          .updateTable('webhook_deliveries')
          .set({
            state: next.state,
            attempts: delivery.attempts + 1,
            next_attempt_at: next.nextAttemptAt,
            lease_token: null,
            finished_at: next.state === 'pending' ? null : attempt.attemptedAt,
          })
          .where('id', '=', delivery.id)
          .where('state', '=', 'pending')
          .where('lease_token', '=', delivery.lease)
          .executeTakeFirst()
        if (Number(updated.numUpdatedRows) === 1) await insertAttempt(trx, delivery.id, attempt)
      })
    },

    /** A resend by hand (call it in the admin change's transaction): logged as manual; a success ends the delivery as delivered. */
    async recordManual(deliveryId: number, attempt: AttemptRecord, delivered: boolean) {
      await insertAttempt(db, deliveryId, attempt)
      if (delivered)
        await db
          .updateTable('webhook_deliveries')
          .set({ state: 'delivered', lease_token: null, finished_at: attempt.attemptedAt })
          .where('id', '=', deliveryId)
          .where('state', '!=', 'delivered')
          .execute()
    },
  }
}

async function insertAttempt(trx: Db, deliveryId: number, attempt: AttemptRecord) {
  await trx
    .insertInto('webhook_attempts')
    .values({
      delivery_id: deliveryId,
      attempted_at: attempt.attemptedAt,
      status_code: attempt.statusCode,
      answer: attempt.answer,
      duration_ms: attempt.durationMs,
      manual: attempt.manual ? 1 : 0,
    })
    .execute()
}

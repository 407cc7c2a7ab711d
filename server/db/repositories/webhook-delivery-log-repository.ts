import type { WebhookEventType } from '../../../src/shared/contracts/webhook-constants'
import type { WebhookDelivery } from '../../../src/shared/contracts/webhooks'
import type { Db } from '../connect'

export const WEBHOOK_DELIVERIES_PAGE_SIZE = 25

const iso = (seconds: number) => new Date(seconds * 1000).toISOString()
type State = WebhookDelivery['state']

/** The admin's delivery log of one endpoint: newest first, each delivery with every attempt. */
export function createWebhookDeliveryLogRepository(db: Db) {
  async function withAttempts(
    rows: Array<{ id: number; event_id: string; type: string; state: State; created_at: number; next_attempt_at: number }>,
  ): Promise<WebhookDelivery[]> {
    const ids = rows.map((row) => Number(row.id))
    const attempts =
      ids.length === 0
        ? []
        : await db.selectFrom('webhook_attempts').selectAll().where('delivery_id', 'in', ids).orderBy('id').execute()
    return rows.map((row) => ({
      id: Number(row.id),
      eventId: row.event_id,
      type: row.type as WebhookEventType,
      state: row.state,
      attempts: attempts
        .filter((attempt) => Number(attempt.delivery_id) === Number(row.id))
        .map((attempt) => ({
          attemptedAt: iso(attempt.attempted_at),
          statusCode: attempt.status_code,
          answer: attempt.answer,
          durationMs: attempt.duration_ms,
          manual: attempt.manual === 1,
        })),
      createdAt: iso(row.created_at),
      nextAttemptAt: row.state === 'pending' ? iso(row.next_attempt_at) : null,
    }))
  }

  const base = (endpointId: string) =>
    db
      .selectFrom('webhook_deliveries as d')
      .innerJoin('webhook_events as v', 'v.id', 'd.event_id')
      .where('d.endpoint_id', '=', endpointId)

  return {
    async page(endpointId: string, state: State | undefined, page: number) {
      const filtered = state ? base(endpointId).where('d.state', '=', state) : base(endpointId)
      const [rows, count] = await Promise.all([
        filtered
          .select(['d.id', 'd.event_id', 'v.type', 'd.state', 'd.created_at', 'd.next_attempt_at'])
          .orderBy('d.id', 'desc')
          .limit(WEBHOOK_DELIVERIES_PAGE_SIZE)
          .offset((page - 1) * WEBHOOK_DELIVERIES_PAGE_SIZE)
          .execute(),
        filtered.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
      ])
      return {
        deliveries: await withAttempts(rows),
        page,
        pageCount: Math.max(1, Math.ceil(Number(count.n) / WEBHOOK_DELIVERIES_PAGE_SIZE)),
      }
    },

    async one(endpointId: string, deliveryId: number): Promise<WebhookDelivery | null> {
      const rows = await base(endpointId)
        .select(['d.id', 'd.event_id', 'v.type', 'd.state', 'd.created_at', 'd.next_attempt_at'])
        .where('d.id', '=', deliveryId)
        .execute()
      return (await withAttempts(rows))[0] ?? null
    },
  }
}

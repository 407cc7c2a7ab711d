import type { Selectable } from 'kysely'
import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from '../../../src/shared/contracts/webhook-constants'
import type { WebhookEndpoint, WebhookEndpointBody } from '../../../src/shared/contracts/webhooks'
import type { Db } from '../connect'
import type { ErpExchangeTables } from '../schema-erp-exchange'

type Row = Selectable<ErpExchangeTables['webhook_endpoints']>
type Counts = WebhookEndpoint['counts']

/** Events are stored comma-separated; a name since dropped subscribes to nothing. */
export const eventsOf = (text: string): WebhookEventType[] => {
  const words = text.split(',')
  return WEBHOOK_EVENT_TYPES.filter((type) => words.includes(type))
}

const toEndpoint = (row: Row, counts: Counts): WebhookEndpoint => ({
  id: row.id,
  url: row.url,
  description: row.description,
  events: eventsOf(row.events),
  enabled: row.enabled === 1,
  createdAt: row.created_at,
  counts,
})

/** The receivers the admin set up (issue 29); the secret signs every delivery, so it is kept in clear. */
export function createWebhookEndpointRepository(db: Db) {
  async function countsOf(ids: string[]): Promise<Map<string, Counts>> {
    const counts = new Map<string, Counts>(ids.map((id) => [id, { pending: 0, delivered: 0, failed: 0 }]))
    if (ids.length === 0) return counts
    const rows = await db
      .selectFrom('webhook_deliveries')
      .select(['endpoint_id', 'state', (eb) => eb.fn.countAll<number>().as('n')])
      .where('endpoint_id', 'in', ids)
      .groupBy(['endpoint_id', 'state'])
      .execute()
    for (const row of rows) {
      const of = counts.get(row.endpoint_id)
      if (of) of[row.state] = Number(row.n)
    }
    return counts
  }

  const noCounts = { pending: 0, delivered: 0, failed: 0 }

  return {
    async list(): Promise<WebhookEndpoint[]> {
      const rows = await db.selectFrom('webhook_endpoints').selectAll().orderBy('created_at').orderBy('id').execute()
      const counts = await countsOf(rows.map((row) => row.id))
      return rows.map((row) => toEndpoint(row, counts.get(row.id) ?? noCounts))
    },

    async byId(id: string): Promise<WebhookEndpoint | null> {
      const row = await db.selectFrom('webhook_endpoints').selectAll().where('id', '=', id).executeTakeFirst()
      return row ? toEndpoint(row, (await countsOf([id])).get(id) ?? noCounts) : null
    },

    /** The enabled endpoints that chose this event: each gets one delivery of it. */
    async subscribedTo(type: WebhookEventType): Promise<string[]> {
      const rows = await db.selectFrom('webhook_endpoints').select(['id', 'events']).where('enabled', '=', 1).execute()
      return rows.filter((row) => eventsOf(row.events).includes(type)).map((row) => row.id)
    },

    async create(id: string, body: WebhookEndpointBody, secret: string, now = new Date().toISOString()) {
      await db
        .insertInto('webhook_endpoints')
        .values({
          id,
          url: body.url,
          description: body.description,
          secret,
          events: [...new Set(body.events)].join(','),
          enabled: body.enabled ? 1 : 0,
          created_at: now,
          updated_at: now,
        })
        .execute()
    },

    async update(id: string, body: WebhookEndpointBody, now = new Date().toISOString()) {
      await db
        .updateTable('webhook_endpoints')
        .set({
          url: body.url,
          description: body.description,
          events: [...new Set(body.events)].join(','),
          enabled: body.enabled ? 1 : 0,
          updated_at: now,
        })
        .where('id', '=', id)
        .execute()
    },

    async setSecret(id: string, secret: string, now = new Date().toISOString()) {
      await db.updateTable('webhook_endpoints').set({ secret, updated_at: now }).where('id', '=', id).execute()
    },

    /** The endpoint and its delivery log go; the events stay (other endpoints may still deliver them). */
    async remove(id: string) {
      const deliveries = db.selectFrom('webhook_deliveries').select('id').where('endpoint_id', '=', id)
      await db.deleteFrom('webhook_attempts').where('delivery_id', 'in', deliveries).execute()
      await db.deleteFrom('webhook_deliveries').where('endpoint_id', '=', id).execute()
      await db.deleteFrom('webhook_endpoints').where('id', '=', id).execute()
    },
  }
}

import { sql } from 'kysely'
import { QUEUE_MAX_DAYS } from '../../../src/shared/contracts/sync'
import type { Db } from '../connect'
import { serializeOn, writeOrder } from '../dialect'

/**
 * The offline queue replays a change for up to QUEUE_MAX_DAYS; its key must still be known then, or
 * the change runs twice. One day more covers a phone clock that runs late and the replay's own retries.
 */
export const IDEMPOTENCY_TTL_DAYS = QUEUE_MAX_DAYS + 1
export const IDEMPOTENCY_TTL_SECONDS = IDEMPOTENCY_TTL_DAYS * 24 * 3600
/** A 'running' claim older than this belongs to a request that died (crash, restart); a retry may take it over. */
export const IDEMPOTENCY_STALE_RUNNING_SECONDS = 120

/**
 * Answers kept in full per customer; older ones keep their key and status but lose their body, so a
 * replay still never runs the change again (it answers 410). One client wrote ~6 GB of answers an hour.
 */
export const STORED_ANSWER_LIMITS = { count: 2_000, bytes: 20 * 1024 * 1024 }

export type IdempotencyRecord = {
  requestHash: string
  state: 'running' | 'done'
  statusCode: number | null
  responseBody: string | null
  createdAt: number
}

export type ClaimResult = { claimed: true } | { claimed: false; existing: IdempotencyRecord }

const nowSeconds = () => Math.floor(Date.now() / 1000)

export function createIdempotencyRepository(db: Db) {
  return {
    /**
     * Claims the key for this request, or answers the record that holds it. Expired and abandoned
     * claims are replaced in the same statement sequence, inside one transaction so two retries
     * cannot both win.
     */
    async claim(customerId: string, key: string, requestHash: string, now = nowSeconds()): Promise<ClaimResult> {
      return db.transaction().execute(async (trx) => {
        // Two instances receiving the same key at once: the second waits here and then finds the first's claim.
        await serializeOn(trx, `idempotency:${customerId}:${key}`)
        const row = await trx
          .selectFrom('idempotency_keys')
          .selectAll()
          .where('customer_id', '=', customerId)
          .where('key', '=', key)
          .executeTakeFirst()
        const expired = row && row.created_at < now - IDEMPOTENCY_TTL_SECONDS
        const abandoned = row && row.state === 'running' && row.created_at < now - IDEMPOTENCY_STALE_RUNNING_SECONDS
        if (row && !expired && !abandoned) {
          return {
            claimed: false as const,
            existing: {
              requestHash: row.request_hash,
              state: row.state,
              statusCode: row.status_code,
              responseBody: row.response_body,
              createdAt: row.created_at,
            },
          }
        }
        if (row) await trx.deleteFrom('idempotency_keys').where('customer_id', '=', customerId).where('key', '=', key).execute()
        await trx
          .insertInto('idempotency_keys')
          .values({ customer_id: customerId, key, request_hash: requestHash, state: 'running', created_at: now })
          .execute()
        return { claimed: true as const }
      })
    },

    async complete(customerId: string, key: string, statusCode: number, responseBody: string) {
      await db
        .updateTable('idempotency_keys')
        .set({ state: 'done', status_code: statusCode, response_body: responseBody })
        .where('customer_id', '=', customerId)
        .where('key', '=', key)
        .execute()
    },

    /** Drops the bodies of this customer's oldest answers beyond STORED_ANSWER_LIMITS (newest kept first). */
    async trimAnswers(customerId: string, limits = STORED_ANSWER_LIMITS) {
      const result = await sql`
        UPDATE idempotency_keys SET response_body = NULL
        WHERE customer_id = ${customerId} AND key IN (
          SELECT key FROM (
            SELECT key,
              ROW_NUMBER() OVER newest_first AS position,
              SUM(octet_length(response_body)) OVER newest_first AS bytes_so_far
            FROM idempotency_keys
            WHERE customer_id = ${customerId} AND state = 'done' AND response_body IS NOT NULL
            WINDOW newest_first AS (ORDER BY created_at DESC, ${writeOrder(db)} DESC)
          ) AS ranked WHERE position > ${limits.count} OR bytes_so_far > ${limits.bytes}
        )`.execute(db)
      return Number(result.numAffectedRows ?? 0)
    },

    /** A server error is not an outcome worth replaying: the retry runs the request again. */
    async release(customerId: string, key: string) {
      await db.deleteFrom('idempotency_keys').where('customer_id', '=', customerId).where('key', '=', key).execute()
    },

    /** At start-up: claims of a process that died before its commit (they hold no change, see the plugin). */
    async dropRunningClaims() {
      const result = await db.deleteFrom('idempotency_keys').where('state', '=', 'running').executeTakeFirst()
      return Number(result.numDeletedRows)
    },

    async pruneExpired(now = nowSeconds()) {
      const result = await db
        .deleteFrom('idempotency_keys')
        .where('created_at', '<', now - IDEMPOTENCY_TTL_SECONDS)
        .executeTakeFirst()
      return Number(result.numDeletedRows)
    },
  }
}

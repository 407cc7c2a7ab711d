import { sql } from 'kysely'
import { QUEUE_MAX_DAYS } from '../../../src/shared/contracts/sync'
import type { Db } from '../connect'
import { serializeOn, writeOrder } from '../dialect'
import { LEASE, newLeaseToken } from '../lease'

/**
 * The offline queue replays a change for up to QUEUE_MAX_DAYS; its key must still be known then, or
 * the change runs twice. One day more covers a phone clock that runs late and the replay's own retries.
 */
export const IDEMPOTENCY_TTL_DAYS = QUEUE_MAX_DAYS + 1
export const IDEMPOTENCY_TTL_SECONDS = IDEMPOTENCY_TTL_DAYS * 24 * 3600
/**
 * A 'running' claim is leased to its request, which renews the lease while it runs (LEASE in
 * server/db/lease.ts): once the lease has ended, the request died (crash, restart) and a retry may take
 * the claim over. A claim written by code older than migration 011 has no lease: it counts as this old.
 */
const STALE_CLAIM_WITHOUT_LEASE_SECONDS = 120

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

/** The claim of one request: its key and the lease token that makes it the claim's owner. */
export type IdempotencyClaim = { customerId: string; key: string; lease: string }

export type ClaimResult = { claimed: true; claim: IdempotencyClaim } | { claimed: false; existing: IdempotencyRecord }

type LeaseOptions = { leaseSeconds?: number; now?: number }

const nowSeconds = () => Math.floor(Date.now() / 1000)

/** A claim another request may replace: an answer past its time, or a running claim whose lease has ended. */
function replaceable(row: { state: string; created_at: number; lease_until: number | null }, now: number) {
  if (row.created_at < now - IDEMPOTENCY_TTL_SECONDS) return true
  if (row.state !== 'running') return false
  return (row.lease_until ?? row.created_at + STALE_CLAIM_WITHOUT_LEASE_SECONDS) <= now
}

export function createIdempotencyRepository(db: Db) {
  return {
    /**
     * Claims the key for this request, or answers the record that holds it. Expired and abandoned
     * claims are replaced inside one transaction, so two retries cannot both win; an abandoned claim is
     * removed only while it is still the one that was read, so a first request that finished or renewed
     * meanwhile keeps it (and its answer is given instead).
     */
    async claim(
      customerId: string,
      key: string,
      requestHash: string,
      { leaseSeconds = LEASE.seconds, now = nowSeconds() }: LeaseOptions = {},
    ): Promise<ClaimResult> {
      return db.transaction().execute(async (trx) => {
        // Two instances receiving the same key at once: the second waits here and then finds the first's claim.
        await serializeOn(trx, `idempotency:${customerId}:${key}`)
        const read = () =>
          trx
            .selectFrom('idempotency_keys')
            .selectAll()
            .where('customer_id', '=', customerId)
            .where('key', '=', key)
            .executeTakeFirst()
        let row = await read()
        if (row && replaceable(row, now)) {
          const leaseUntil = row.lease_until
          const removed = await trx
            .deleteFrom('idempotency_keys')
            .where('customer_id', '=', customerId)
            .where('key', '=', key)
            .where('state', '=', row.state)
            .where((eb) => (leaseUntil === null ? eb('lease_until', 'is', null) : eb('lease_until', '=', leaseUntil)))
            .executeTakeFirst()
          row = Number(removed.numDeletedRows) === 1 ? undefined : await read()
        }
        if (row) {
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
        const lease = newLeaseToken()
        await trx
          .insertInto('idempotency_keys')
          .values({
            customer_id: customerId,
            key,
            request_hash: requestHash,
            state: 'running',
            created_at: now,
            lease_token: lease,
            lease_until: now + leaseSeconds,
          })
          .execute()
        return { claimed: true as const, claim: { customerId, key, lease } }
      })
    },

    /** Moves the claim's lease ahead while its request runs; false once it is answered, released or taken over. */
    async renew(claim: IdempotencyClaim, { leaseSeconds = LEASE.seconds, now = nowSeconds() }: LeaseOptions = {}) {
      const result = await db
        .updateTable('idempotency_keys')
        .set({ lease_until: now + leaseSeconds })
        .where('customer_id', '=', claim.customerId)
        .where('key', '=', claim.key)
        .where('lease_token', '=', claim.lease)
        .where('state', '=', 'running')
        .executeTakeFirst()
      return Number(result.numUpdatedRows) === 1
    },

    /**
     * Stores the answer, in the change's own transaction; refuses (throws, so the change rolls back)
     * when the claim is no longer this request's: its lease ran out and a retry took the key over.
     */
    async complete(claim: IdempotencyClaim, statusCode: number, responseBody: string) {
      const result = await db
        .updateTable('idempotency_keys')
        .set({ state: 'done', status_code: statusCode, response_body: responseBody, lease_until: null })
        .where('customer_id', '=', claim.customerId)
        .where('key', '=', claim.key)
        .where('lease_token', '=', claim.lease)
        .executeTakeFirst()
      if (Number(result.numUpdatedRows) !== 1) throw new Error('idempotency claim taken over: its lease ran out')
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

    /** A server error is not an outcome worth replaying: the retry runs the request again. Only the claim's owner frees it. */
    async release(claim: IdempotencyClaim) {
      await db
        .deleteFrom('idempotency_keys')
        .where('customer_id', '=', claim.customerId)
        .where('key', '=', claim.key)
        .where('lease_token', '=', claim.lease)
        .where('state', '=', 'running')
        .execute()
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

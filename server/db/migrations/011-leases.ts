import type { Kysely, Migration } from 'kysely'

/**
 * Short leases renewed while the work runs (issue 27): a job and an idempotency claim name their owner
 * (a random token per take or claim), so a renewal, a finish or a release by an owner whose lease was
 * taken over changes nothing. Claims also get their own lease end instead of the age of the row.
 * One column per ALTER: SQLite adds only one at a time.
 */
export const leases: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('jobs').addColumn('lease_token', 'text').execute()
    await db.schema.alterTable('idempotency_keys').addColumn('lease_token', 'text').execute()
    await db.schema.alterTable('idempotency_keys').addColumn('lease_until', 'integer').execute()
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('idempotency_keys').dropColumn('lease_until').execute()
    await db.schema.alterTable('idempotency_keys').dropColumn('lease_token').execute()
    await db.schema.alterTable('jobs').dropColumn('lease_token').execute()
  },
}

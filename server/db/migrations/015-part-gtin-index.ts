import { type Kysely, type Migration, sql } from 'kysely'

/**
 * Scanning (issue 32): a part box's GTIN finds its part exactly, so parts.gtin (migration 012) gets
 * an index like the other exact-lookup columns. Not unique: a wholesaler's file may give two variants
 * of one article the same GTIN. Frozen once released: imports nothing that can change.
 */
export const partGtinIndex: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`CREATE INDEX IF NOT EXISTS parts_gtin ON parts (gtin)`.execute(db)
  },
}

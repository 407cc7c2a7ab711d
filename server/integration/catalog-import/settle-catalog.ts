import { type Kysely, sql } from 'kysely'
import { bumpCatalogVersion } from '../../db/repositories/catalog-version-repository'
import type { Database } from '../../db/schema'
import { DIVISION_CATEGORIES_SQL } from './derive-catalog'
import { dropEmptyDesignations } from './designation-book'

/**
 * After a delta's batches: the catalogue gets its new version, which tells open pages and the
 * service worker that what they hold is stale. When parts came, went or changed names or groups, the
 * counts free-text search, facets and the navigation show are made true again and designations no
 * part has are dropped; a price or stock delta (every integration API call of the kind) skips that
 * recount over the whole catalogue. One transaction.
 */
export async function settleCatalog(db: Kysely<Database>, counts: Record<string, number>) {
  const partsMoved = Boolean(counts.part || counts.delete || counts.translation)
  await db.transaction().execute(async (trx) => {
    if (partsMoved) await recount(trx)
    await bumpCatalogVersion(trx)
  })
}

async function recount(trx: Kysely<Database>) {
  await dropEmptyDesignations(trx)
  await sql`UPDATE designations SET
        part_count = (SELECT count(*) FROM parts p WHERE p.designation_id = designations.id),
        new_count = (SELECT count(*) FROM parts p WHERE p.designation_id = designations.id AND p.is_new = 1)`.execute(trx)
  await trx.deleteFrom('division_categories').execute()
  await sql.raw(DIVISION_CATEGORIES_SQL).execute(trx)
}

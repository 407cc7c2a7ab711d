import { nextCatalogVersion } from '../../../src/shared/contracts/catalog-version'
import type { Db } from '../connect'

/**
 * catalog_meta key `version` (src/shared/contracts/catalog-version.ts). A catalogue built before the
 * key existed answers its `built_at`, the same kind of time, so such a database still has a version.
 */
export async function readCatalogVersion(db: Db): Promise<string | null> {
  const rows = await db.selectFrom('catalog_meta').select(['key', 'value']).where('key', 'in', ['version', 'built_at']).execute()
  const byKey = new Map(rows.map((row) => [row.key, row.value]))
  return byKey.get('version') ?? byKey.get('built_at') ?? null
}

/** Gives the catalogue a new version, later than the one it had: call it in the transaction that switches or applies an import. */
export async function bumpCatalogVersion(db: Db, now: Date = new Date()): Promise<string> {
  const version = nextCatalogVersion(await readCatalogVersion(db), now)
  await db
    .insertInto('catalog_meta')
    .values({ key: 'version', value: version })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: version }))
    .execute()
  return version
}

import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type pg from 'pg'
import type { Db } from '../db/connect'
import { exclusively } from '../db/postgres'
import { importFiles } from '../integration/catalog-import/import-service'
import { writeDemoImportFiles } from './demo-import-files'

/** Changes whenever the generator changes shape, so kept catalogues (the benchmarks', the test templates) are rebuilt. */
export const CATALOG_FORMAT = '5'

export type SeedOptions = { parts: number; seed?: number; log?: (line: string) => void }
export type SeedSummary = { parts: number; crossReferences: number; vehicles: number; vehicleLinks: number; seconds: number }

/**
 * The demo catalogue goes through the door it shows: the generator writes import files (CSV, the
 * documented columns) and the shop imports them as a full catalogue, so every first start and every
 * test app exercises the import. Same seed, same files, same catalogue (part ids follow file order).
 */
export async function seedDemoCatalog(db: Db, options: SeedOptions): Promise<SeedSummary> {
  const started = process.hrtime.bigint()
  const seed = options.seed ?? 1
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'parts-shop-demo-'))
  try {
    const files = await writeDemoImportFiles(dir, { parts: options.parts, seed })
    options.log?.(`wrote the demo import files (${files.parts.toLocaleString('en')} parts); importing …`)
    const result = await importFiles(db, { paths: [dir], mode: 'full', source: 'start', startedBy: null })
    if (result.status !== 'done') {
      const first = result.refusals[0]
      throw new Error(
        `the demo catalogue did not import: ${result.message ?? ''}${first ? ` (${first.file} ${first.at}: ${first.reason})` : ''}`,
      )
    }
    for (const [key, value] of Object.entries({ seed: String(seed), format: CATALOG_FORMAT })) {
      await db
        .insertInto('catalog_meta')
        .values({ key, value })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
        .execute()
    }
    return { ...files, seconds: Number(process.hrtime.bigint() - started) / 1e9 }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

/** Runs `fn` while holding the catalogue lock: instances starting together seed once, the others wait and find it. */
export async function withCatalogLock<T>(db: Db, fn: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  return exclusively(db, 'catalogue', (client) => {
    if (!client) throw new Error('withCatalogLock: not a PostgreSQL database')
    return fn(client)
  })
}

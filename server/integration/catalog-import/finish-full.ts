import { nextCatalogVersion } from '../../../src/shared/contracts/catalog-version'
import type { Language } from '../../../src/shared/contracts/languages'
import type { Db } from '../../db/connect'
import { isPostgresDb } from '../../db/dialect'
import { readCatalogVersion } from '../../db/repositories/catalog-version-repository'
import { deriveCatalog, refusalsAfterStaging } from './derive-catalog'
import type { FullStage } from './full-stage'
import type { Refusal } from './records'
import type { Progress } from './run-outcome'
import { type openStagingDatabase, sqliteFileOf } from './staging-database'
import { swapIntoPostgres } from './swap-postgres'
import { swapIntoSqlite } from './swap-sqlite'

export type StagedFull = { stage: FullStage; staging: Awaited<ReturnType<typeof openStagingDatabase>> }

/**
 * The end of a full import: with any refused row (the rows' own, or a part without a name, make or
 * list price) nothing changes; else the staged catalogue is derived (designations, counts) and
 * switched in whole.
 */
export async function finishFull(
  db: Db,
  full: StagedFull | null,
  refusals: Refusal[],
  defaultLanguage: Language,
  progress: Progress,
) {
  const base = { mode: 'full' as const, refusals }
  if (!full)
    return {
      ...base,
      status: 'failed' as const,
      counts: {},
      message: 'The file holds no parts: a full import needs the whole catalogue. Nothing was changed.',
    }
  const { sqlite } = full.staging
  sqlite.exec('COMMIT')
  refusals.push(...refusalsAfterStaging(sqlite, defaultLanguage))
  if (refusals.length) {
    return {
      ...base,
      status: 'failed' as const,
      counts: full.stage.counts,
      message: `${refusals.length} rows were refused, so nothing was changed: a full catalogue is imported whole or not at all.`,
    }
  }
  progress('building', 0)
  sqlite.exec('BEGIN')
  const { designations } = deriveCatalog(sqlite, defaultLanguage)
  sqlite.exec('COMMIT')
  sqlite.close()
  progress('switching', 0)
  const meta = {
    version: nextCatalogVersion(await readCatalogVersion(db)),
    built_at: new Date().toISOString(),
    parts: String(full.stage.counts.part ?? 0),
    source: 'import',
  }
  if (isPostgresDb(db)) await swapIntoPostgres(db, full.staging.file, meta)
  else await swapIntoSqlite(await sqliteFileOf(db), full.staging.file, meta)
  return { ...base, status: 'done' as const, counts: { ...full.stage.counts, designation: designations }, message: null }
}

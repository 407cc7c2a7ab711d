import { sql } from 'kysely'
import { nextCatalogVersion } from '../../../src/shared/contracts/catalog-version'
import { isLanguage, type Language } from '../../../src/shared/contracts/languages'
import type { Db } from '../../db/connect'
import { isPostgresDb } from '../../db/dialect'
import { keepRenewing, LEASE } from '../../db/lease'
import { readCatalogVersion } from '../../db/repositories/catalog-version-repository'
import { createImportRunWrites } from '../../db/repositories/import-run-writes'
import { applyDeltaBatch, type DeltaContext } from './apply-delta-batch'
import { DeltaStage } from './delta-stage'
import { deriveCatalog, refusalsAfterStaging } from './derive-catalog'
import { DesignationBook } from './designation-book'
import { FullStage } from './full-stage'
import { ImportRunningError } from './import-running-error'
import type { ImportResult, ImportSource } from './import-service'
import { loadImportVocabulary } from './import-vocabulary'
import type { ImportMode, ReadItem, Refusal } from './records'
import { settleCatalog } from './settle-catalog'
import { openStagingDatabase, removeStaleStaging } from './staging-database'
import { swapIntoPostgres } from './swap-postgres'
import { swapIntoSqlite } from './swap-sqlite'
import { validateRecord } from './validate-record'

export type RunSpec = {
  runId: string
  mode?: ImportMode
  source: ImportSource
  format: 'bmecat' | 'csv' | 'xlsx' | 'api'
  files: string[]
  startedBy: string | null
  defaultLanguage?: string
  items: AsyncIterable<ReadItem>
  onProgress?: (progress: { phase: string; processed: number; total: number | null }) => void
}

/** Articles per delta transaction: all rows of an article commit together, a batch at a time. */
const DELTA_BATCH = 1000

/**
 * One import run from first record to last: claim (one run at a time), read and check every row,
 * then a full catalogue is built beside the live one and switched in at once — or not at all when
 * any row was refused — while a delta applies its good rows batch by batch. The run row records
 * who, when, what, the counts and every refused row.
 */
export async function runImport(db: Db, spec: RunSpec): Promise<ImportResult> {
  const started = Date.now()
  const runs = createImportRunWrites(db)
  const claim = await runs.claim({
    id: spec.runId,
    mode: spec.mode ?? 'delta',
    source: spec.source,
    format: spec.format,
    files: spec.files.join('\n'),
    started_by: spec.startedBy,
  })
  if ('busyWith' in claim) throw new ImportRunningError(claim.busyWith)
  removeStaleStaging(spec.runId)
  const stopRenewing = keepRenewing(
    () => runs.renew(spec.runId, claim.token),
    LEASE.renewEveryMs,
    () => {},
  )
  let lastWrite = 0
  const progress = (phase: string, processed: number, total: number | null = null) => {
    spec.onProgress?.({ phase, processed, total })
    if (Date.now() - lastWrite < 1000 && phase === 'reading') return
    lastWrite = Date.now()
    void runs.progress(spec.runId, { phase, processed, total }).catch(() => {})
  }
  const defaultLanguage: Language = isLanguage(spec.defaultLanguage) ? spec.defaultLanguage : 'de'
  let outcome: Omit<ImportResult, 'runId' | 'seconds' | 'refused'>
  try {
    outcome = await readAndApply(db, spec, defaultLanguage, progress)
  } catch (error) {
    outcome = {
      status: 'failed',
      mode: spec.mode ?? 'delta',
      counts: {},
      refusals: [],
      message: `The import failed: ${(error as Error).message}. Nothing of it was changed.`,
    }
  } finally {
    stopRenewing()
  }
  const refusals = outcome.refusals
  await runs.finish(spec.runId, {
    status: outcome.status,
    message: outcome.message,
    counts: outcome.counts,
    refused: refusals.length,
    refusals,
  })
  if (outcome.mode !== spec.mode)
    await db.updateTable('import_runs').set({ mode: outcome.mode }).where('id', '=', spec.runId).execute()
  return {
    ...outcome,
    runId: spec.runId,
    refused: refusals.length,
    refusals: refusals.slice(0, 10_000),
    seconds: (Date.now() - started) / 1000,
  }
}

type Progress = (phase: string, processed: number, total?: number | null) => void

async function readAndApply(db: Db, spec: RunSpec, defaultLanguage: Language, progress: Progress) {
  const vocabulary = await loadImportVocabulary(db, defaultLanguage)
  const refusals: Refusal[] = []
  /** Articles whose part row was refused: their other rows say so instead of "unknown article". */
  const refusedParts = new Set<string>()
  let mode: ImportMode | undefined = spec.mode
  let full: { stage: FullStage; staging: Awaited<ReturnType<typeof openStagingDatabase>> } | null = null
  let delta: DeltaStage | null = null
  let processed = 0
  try {
    for await (const item of spec.items) {
      if ('mode' in item) {
        mode ??= item.mode
        continue
      }
      processed += 1
      if (processed % 5000 === 0) progress('reading', processed)
      if ('refusal' in item) {
        refusals.push(item.refusal)
        continue
      }
      const checked = validateRecord(item.raw, vocabulary)
      if ('refusals' in checked) {
        refusals.push(...checked.refusals)
        if (item.raw.kind === 'part') refusedParts.add(String(item.raw.fields.article_id ?? ''))
        continue
      }
      mode ??= 'delta'
      if (mode === 'full') {
        if (!full) {
          const staging = await openStagingDatabase(db, spec.runId)
          staging.sqlite.exec('BEGIN')
          full = { staging, stage: new FullStage(staging.sqlite, vocabulary, refusedParts) }
        }
        const refusal = full.stage.accept(checked.row)
        if (refusal) refusals.push(refusal)
        if (processed % 50_000 === 0) full.staging.sqlite.exec('COMMIT; BEGIN')
      } else {
        delta ??= new DeltaStage()
        const refusal = delta.add(checked.row)
        if (refusal) refusals.push(refusal)
      }
    }
    progress('reading', processed)
    if (mode === 'full') return await finishFull(db, spec, full, refusals, defaultLanguage, progress)
    return await finishDelta(db, spec, delta, { refusals, refusedParts }, defaultLanguage, progress)
  } finally {
    full?.staging.remove()
    delta?.remove()
  }
}

async function finishFull(
  db: Db,
  spec: RunSpec,
  full: { stage: FullStage; staging: Awaited<ReturnType<typeof openStagingDatabase>> } | null,
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

async function finishDelta(
  db: Db,
  spec: RunSpec,
  delta: DeltaStage | null,
  { refusals, refusedParts }: { refusals: Refusal[]; refusedParts: Set<string> },
  defaultLanguage: Language,
  progress: Progress,
) {
  const counts: Record<string, number> = {}
  if (delta) {
    const max = await db
      .selectFrom('parts')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirst()
    const ctx: DeltaContext = {
      book: await DesignationBook.load(db),
      defaultLanguage,
      typeKeys: new Map((await db.selectFrom('part_types').select(['id', 'key']).execute()).map((t) => [t.id, t.key])),
      nextPartId: Number(max?.id ?? 0) + 1,
      counts,
      refusals,
      refusedParts,
    }
    let applied = 0
    for (const batch of delta.batches(DELTA_BATCH)) {
      await db.transaction().execute((trx) => applyDeltaBatch(trx, batch, ctx))
      applied += batch.size
      progress('applying', applied)
    }
  }
  await settleCatalog(db)
  return { mode: 'delta' as const, status: 'done' as const, counts, refusals, message: null }
}

/** The live SQLite file, as the connection itself names it. */
async function sqliteFileOf(db: Db): Promise<string> {
  const rows = (await sql<{ name: string; file: string }>`PRAGMA database_list`.execute(db)).rows
  const main = rows.find((row) => row.name === 'main')
  if (!main?.file) throw new Error('the live catalogue is not in a SQLite file')
  return main.file
}

import path from 'node:path'
import { isLanguage, type Language } from '../../../src/shared/contracts/languages'
import type { Db } from '../../db/connect'
import { keepRenewing, LEASE } from '../../db/lease'
import { createImportRunRepository } from '../../db/repositories/import-run-repository'
import { DeltaStage } from './delta-stage'
import { finishDelta } from './finish-delta'
import { finishFull, type StagedFull } from './finish-full'
import { FullStage } from './full-stage'
import { ImportCancelledError, ImportRunningError } from './import-running-error'
import type { ImportResult, ImportSource } from './import-service'
import { loadImportVocabulary } from './import-vocabulary'
import type { ImportMode, ReadItem, Refusal } from './records'
import { cancelled, failed, type Outcome, type Progress } from './run-outcome'
import { openStagingDatabase, removeStaleStaging, stagingRootOf } from './staging-database'
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

/**
 * One import run from first record to last: claim (one run at a time), read and check every row,
 * then a full catalogue is built beside the live one and switched in at once — or not at all when
 * any row was refused — while a delta applies its good rows batch by batch. The run row records
 * who, when, what, the counts and every refused row.
 */
export async function runImport(db: Db, spec: RunSpec): Promise<ImportResult> {
  const started = Date.now()
  const runs = createImportRunRepository(db)
  const claim = await runs.claim({
    id: spec.runId,
    mode: spec.mode ?? 'delta',
    source: spec.source,
    format: spec.format,
    files: spec.files.join('\n'),
    started_by: spec.startedBy,
  })
  if ('busyWith' in claim) throw new ImportRunningError(claim.busyWith)
  await removeStaleStaging(db, spec.runId)
  const stopRenewing = keepRenewing(
    () => runs.renew(spec.runId, claim.token),
    LEASE.renewEveryMs,
    () => {},
  )
  // An admin's cancel reaches the run within a second; the run stops at its next step (progress below).
  const cancel: { by: string | null } = { by: null }
  const cancelWatch = setInterval(() => {
    runs
      .cancelledBy(spec.runId)
      .then((by) => {
        cancel.by = by
      })
      .catch(() => {})
  }, 1000)
  cancelWatch.unref()
  let lastWrite = 0
  const phases: Record<string, number> = {}
  let phase = { name: 'reading', since: Date.now() }
  const progress = (name: string, processed: number, total: number | null = null) => {
    if (cancel.by) throw new ImportCancelledError(cancel.by)
    if (name !== phase.name) {
      phases[phase.name] = (Date.now() - phase.since) / 1000
      phase = { name, since: Date.now() }
    }
    spec.onProgress?.({ phase: name, processed, total })
    if (Date.now() - lastWrite < 1000 && name === 'reading') return
    lastWrite = Date.now()
    void runs.progress(spec.runId, { phase: name, processed, total }).catch(() => {})
  }
  const defaultLanguage: Language = isLanguage(spec.defaultLanguage) ? spec.defaultLanguage : 'de'
  /** The mode as the file says it (BMEcat) once read, so a failure names the right one. */
  const detected: { mode: ImportMode | undefined } = { mode: spec.mode }
  let outcome: Outcome
  try {
    outcome = await readAndApply(db, spec, defaultLanguage, progress, detected)
  } catch (error) {
    const mode = detected.mode ?? 'delta'
    outcome = error instanceof ImportCancelledError ? cancelled(mode, error.by) : failed(mode, error as Error)
  } finally {
    clearInterval(cancelWatch)
    stopRenewing()
    phases[phase.name] = (Date.now() - phase.since) / 1000
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
    phases,
  }
}

async function readAndApply(
  db: Db,
  spec: RunSpec,
  defaultLanguage: Language,
  progress: Progress,
  detected: { mode: ImportMode | undefined },
) {
  const vocabulary = await loadImportVocabulary(db, defaultLanguage)
  const refusals: Refusal[] = []
  /** Articles whose part row was refused: their other rows say so instead of "unknown article". */
  const refusedParts = new Set<string>()
  let mode: ImportMode | undefined = spec.mode
  let full: StagedFull | null = null
  let delta: DeltaStage | null = null
  let processed = 0
  try {
    for await (const item of spec.items) {
      if ('mode' in item) {
        mode ??= item.mode
        detected.mode = mode
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
      detected.mode = mode
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
        delta ??= new DeltaStage(path.join(await stagingRootOf(db), spec.runId))
        const refusal = delta.add(checked.row)
        if (refusal) refusals.push(refusal)
      }
    }
    progress('reading', processed)
    if (mode === 'full') return await finishFull(db, full, refusals, defaultLanguage, progress)
    return await finishDelta(db, delta, { refusals, refusedParts }, defaultLanguage, progress)
  } finally {
    full?.staging.remove()
    delta?.remove()
  }
}

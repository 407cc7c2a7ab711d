import { randomUUID } from 'node:crypto'
import path from 'node:path'
import type { Db } from '../../db/connect'
import { detectSource, readSource } from './readers/detect-source'
import type { ImportMode, RawRecord, ReadItem, Refusal } from './records'
import { runImport } from './run-import'

export type ImportSource = 'cli' | 'admin' | 'api' | 'start'

/** How an import ended: counts per kind of what was applied, and every refused row (in source order). */
export type ImportResult = {
  runId: string
  status: 'done' | 'failed' | 'cancelled'
  mode: ImportMode
  counts: Record<string, number>
  refused: number
  /** The first refusals (at most 10,000 are kept with the run; `refused` counts them all). */
  refusals: Refusal[]
  /** Why a run failed as a whole (another import running, a full import with refused rows …), in plain words. */
  message: string | null
  seconds: number
  /** Seconds per phase (reading, building, switching, applying): where a run spent its time. */
  phases: Record<string, number>
}

export type FileImport = {
  /** The run's id when the caller must know it before the run ends (the admin upload answers it at once); else one is made. */
  runId?: string
  /** Files or one folder; each file's kind comes from its name or sheet (docs/catalogue-import.md). */
  paths: string[]
  /** For CSV/XLSX (BMEcat names its own): a full catalogue or a delta. */
  mode?: ImportMode
  source: ImportSource
  startedBy: string | null
  /** The shop's default language: every part needs a name in it. */
  defaultLanguage?: string
  /** Called as the run goes on (phase, records read so far); the run row holds the same for other instances. */
  onProgress?: (progress: { phase: string; processed: number; total: number | null }) => void
}

/**
 * Imports files (CLI, admin upload, the demo at start) as one run. The files are found inside the
 * run, so a file the import cannot place fails the run with its reason in the run's record.
 */
export async function importFiles(db: Db, input: FileImport): Promise<ImportResult> {
  const names = input.paths.map((file) => path.basename(file))
  async function* items(): AsyncIterable<ReadItem> {
    const entries = (await Promise.all(input.paths.map(detectSource))).flat()
    for (const entry of entries) yield* readSource(entry)
  }
  return runImport(db, {
    runId: input.runId ?? randomUUID(),
    mode: input.mode,
    source: input.source,
    format: formatOf(names),
    files: names,
    startedBy: input.startedBy,
    defaultLanguage: input.defaultLanguage,
    items: items(),
    onProgress: input.onProgress,
  })
}

function formatOf(names: string[]): 'bmecat' | 'csv' | 'xlsx' {
  if (names.some((name) => name.toLowerCase().endsWith('.xml'))) return 'bmecat'
  return names.some((name) => name.toLowerCase().endsWith('.xlsx')) ? 'xlsx' : 'csv'
}

/**
 * Applies records a system sent (the integration API) as one delta run: the good records applied, the
 * refused ones listed by position (`items[3]`), like a delta file's bad rows. Given the caller's
 * transaction (the API's, which also stores the answer for the Idempotency-Key), all of it commits there.
 */
export async function importRecords(
  db: Db,
  input: { records: RawRecord[]; source: ImportSource; startedBy: string; runId?: string; defaultLanguage?: string },
): Promise<ImportResult> {
  async function* items(): AsyncIterable<ReadItem> {
    for (const raw of input.records) yield { raw }
  }
  return runImport(db, {
    runId: input.runId ?? randomUUID(),
    mode: 'delta',
    source: input.source,
    format: 'api',
    files: ['request'],
    startedBy: input.startedBy,
    defaultLanguage: input.defaultLanguage,
    items: items(),
  })
}

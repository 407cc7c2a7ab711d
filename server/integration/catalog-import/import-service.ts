import { randomUUID } from 'node:crypto'
import type { Db } from '../../db/connect'
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
}

export type FileImport = {
  /** Files or one folder; each file's kind comes from its name or sheet (docs/catalogue-import.md). */
  paths: string[]
  /** For CSV/XLSX (BMEcat names its own): a full catalogue or a delta. */
  mode?: ImportMode
  source: ImportSource
  startedBy: string | null
  /** Called as the run goes on (phase, records read so far); the run row holds the same for other instances. */
  onProgress?: (progress: { phase: string; processed: number; total: number | null }) => void
}

/** Imports files (CLI, admin upload, the demo at start) as one run. Full: build beside, switch at once. */
export async function importFiles(_db: Db, _input: FileImport): Promise<ImportResult> {
  throw new Error('importFiles: being written (issue 28)')
}

/**
 * Applies records a system sent (the integration API) as one delta run: the good records in one
 * transaction, the refused ones listed by position (`items[3]`), like a delta file's bad rows.
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

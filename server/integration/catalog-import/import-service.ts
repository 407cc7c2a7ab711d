import type { Db } from '../../db/connect'
import type { ImportMode, RawRecord, Refusal } from './records'

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
  /** The run's id when the caller must know it before the run ends (the admin upload answers it at once); else one is made. */
  runId?: string
  /** Files or one folder; each file's kind comes from its name or sheet (docs/catalogue-import.md). */
  paths: string[]
  /** For CSV/XLSX (BMEcat names its own): a full catalogue or a delta. */
  mode?: ImportMode
  source: ImportSource
  startedBy: string | null
  /** Called as the run goes on (phase, records read so far); the run row holds the same for other instances. */
  onProgress?: (progress: { phase: string; processed: number; total: number | null }) => void
}

/** Thrown when another import is running: the caller answers 409 `import-running`. */
export class ImportRunningError extends Error {
  constructor(readonly runId: string) {
    super(`another catalogue import is running (${runId})`)
  }
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
  _db: Db,
  _input: { records: RawRecord[]; source: ImportSource; startedBy: string },
): Promise<ImportResult> {
  throw new Error('importRecords: being written (issue 28)')
}

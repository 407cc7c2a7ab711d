import type { ImportResult } from './import-service'
import type { ImportMode } from './records'

/** How a run tells its progress: the phase (reading, building, switching, applying) and rows done so far. */
export type Progress = (phase: string, processed: number, total?: number | null) => void

/** What a run ends with, before the run adds its id, time and phases. */
export type Outcome = Omit<ImportResult, 'runId' | 'seconds' | 'refused' | 'phases'>

export function failed(mode: ImportMode, error: Error): Outcome {
  const message =
    mode === 'full'
      ? `The import failed: ${error.message}. Nothing of it was changed.`
      : `The import failed: ${error.message}. The batches applied before it stay; a batch is applied whole or not at all.`
  return { status: 'failed', mode, counts: {}, refusals: [], message }
}

export function cancelled(mode: ImportMode, by: string): Outcome {
  const message =
    mode === 'full'
      ? `Cancelled by ${by}. Nothing was changed: the shop serves the catalogue it had.`
      : `Cancelled by ${by}. The batches applied before stay; nothing after them was applied.`
  return { status: 'cancelled', mode, counts: {}, refusals: [], message }
}

import { type DatabaseLocation, openDatabase } from '../../db/connect'
import { ImportRunningError } from './import-running-error'
import { type FileImport, type ImportResult, importFiles } from './import-service'

export type WorkerJob = { location: DatabaseLocation; input: Omit<FileImport, 'onProgress'> }
export type WorkerAnswer = { result: ImportResult } | { busyWith: string } | { error: string }

/** The import inside its worker thread, on a database connection of its own. */
export async function runImportJob(job: WorkerJob, onProgress: FileImport['onProgress']): Promise<WorkerAnswer> {
  const db = openDatabase({ ...job.location, databasePoolSize: 3 })
  try {
    return { result: await importFiles(db, { ...job.input, onProgress }) }
  } catch (error) {
    if (error instanceof ImportRunningError) return { busyWith: error.runId }
    return { error: (error as Error).message }
  } finally {
    await db.destroy()
  }
}

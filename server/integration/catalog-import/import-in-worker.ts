import { Worker } from 'node:worker_threads'
import type { DatabaseLocation } from '../../db/connect'
import { ImportRunningError } from './import-running-error'
import type { FileImport, ImportResult } from './import-service'
import type { WorkerAnswer } from './import-worker-job'

/**
 * importFiles on a worker thread, for imports the server runs itself (the admin upload): reading a
 * million rows and switching the catalogue are long stretches of synchronous SQLite work that would
 * otherwise stop the event loop, and with it every customer's request, for their whole length.
 */
export function importFilesInWorker(location: DatabaseLocation, input: FileImport): Promise<ImportResult> {
  const { onProgress, ...rest } = input
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./import-worker.mjs', import.meta.url), { workerData: { location, input: rest } })
    worker.on('message', (message: WorkerAnswer | { progress: Parameters<NonNullable<FileImport['onProgress']>>[0] }) => {
      if ('progress' in message) onProgress?.(message.progress)
      else if ('result' in message) resolve(message.result)
      else if ('busyWith' in message) reject(new ImportRunningError(message.busyWith))
      else reject(new Error(message.error))
    })
    worker.on('error', reject)
    worker.on('exit', (code) => {
      if (code !== 0) reject(new Error(`the import worker stopped with code ${code}`))
    })
  })
}

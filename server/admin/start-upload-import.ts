import fs from 'node:fs'
import path from 'node:path'
import type { FastifyBaseLogger } from 'fastify'
import type { DatabaseLocation } from '../db/connect'
import { importFilesInWorker } from '../integration/catalog-import/import-in-worker'
import { ImportRunningError } from '../integration/catalog-import/import-running-error'
import type { FileImport } from '../integration/catalog-import/import-service'

/** Where uploads wait for their import: one folder per run under the data dir, removed when the run ends. */
export const uploadFolder = (dataDir: string, runId: string) => path.join(dataDir, 'import-uploads', runId)

export const removeUpload = (folder: string) => fs.rmSync(folder, { recursive: true, force: true })

/** A day: far longer than any upload and its run; older folders are what a killed process left behind. */
const STALE_UPLOAD_MS = 24 * 60 * 60 * 1000

/** Removes the folders of uploads a stopped process never got to remove (a run's end removes its own). */
export function removeStaleUploads(dataDir: string, now = Date.now()) {
  const root = path.join(dataDir, 'import-uploads')
  if (!fs.existsSync(root)) return
  for (const entry of fs.readdirSync(root, { withFileTypes: true })) {
    const folder = path.join(root, entry.name)
    if (now - fs.statSync(folder).mtimeMs > STALE_UPLOAD_MS) removeUpload(folder)
  }
}

/**
 * Starts the import of an uploaded file and returns at once: the admin area follows the run by its id
 * (the run row the service writes). The import runs on a worker thread (import-in-worker.ts), so
 * customers' requests go on meanwhile. The upload's folder goes when the run ends, however it ends.
 */
export function startUploadImport(
  location: DatabaseLocation,
  log: FastifyBaseLogger,
  input: Required<Pick<FileImport, 'runId' | 'paths'>> & Pick<FileImport, 'mode' | 'startedBy' | 'defaultLanguage'>,
  folder: string,
  onEnd: () => void,
): void {
  importFilesInWorker(location, { ...input, source: 'admin' })
    .then((result) => log.info({ runId: result.runId, status: result.status, refused: result.refused }, 'admin import ended'))
    .catch((error: unknown) => {
      // Another import took the lease between our check and the start: that run is the one that goes on.
      if (error instanceof ImportRunningError) log.warn({ runId: input.runId, running: error.runId }, 'admin import not started')
      else log.error({ err: error, runId: input.runId }, 'admin import failed')
    })
    .finally(() => {
      removeUpload(folder)
      onEnd()
    })
}

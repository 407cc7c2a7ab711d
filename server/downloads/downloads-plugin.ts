import fp from 'fastify-plugin'
import { DUE_JOBS_POLL_MS } from '../db/lease'
import { createDocumentSource } from './document-source-adapter'
import { downloadFiles } from './download-files'
import { createDownloadWorker } from './download-worker'
import { sweepDownloads } from './sweep-downloads'

declare module 'fastify' {
  interface FastifyInstance {
    downloads: {
      files: ReturnType<typeof downloadFiles>
      worker: ReturnType<typeof createDownloadWorker>
      /** Deletes expired downloads and files no download owns (also on start and on the timer). */
      sweep(): Promise<void>
    }
  }
}

/** Expired files go on this beat; due jobs (a retry, another instance's build whose lease ran out) on DUE_JOBS_POLL_MS. */
const SWEEP_MS = 30_000

/**
 * Multi-document downloads (issue 10): the ZIP worker over the jobs table and its sweeper. On start
 * the sweeper clears what a crash left and the worker resumes every download still queued or building.
 */
export const downloadsPlugin = fp(async (app) => {
  const repo = app.repos.downloads
  const files = downloadFiles(app.config.dataDir)
  const worker = createDownloadWorker({
    db: app.db,
    repo,
    files,
    source: createDocumentSource(app.db, app.heavyWork.renderPdf),
    assemble: app.heavyWork.assembleZip,
    log: app.log,
  })
  const sweep = () => sweepDownloads(repo, files, worker.isBuilding)
  app.decorate('downloads', { files, worker, sweep })

  app.addHook('onReady', async () => {
    await sweep()
    worker.kick()
  })
  const sweepTimer = setInterval(() => sweep().catch((err) => app.log.warn({ err }, 'download sweep failed')), SWEEP_MS)
  const kickTimer = setInterval(() => worker.kick(), DUE_JOBS_POLL_MS)
  sweepTimer.unref()
  kickTimer.unref()
  app.addHook('onClose', async () => {
    clearInterval(sweepTimer)
    clearInterval(kickTimer)
    await worker.stop()
  })
})

import fs from 'node:fs/promises'
import { DOWNLOAD_TTL_SECONDS } from '../../src/shared/contracts/downloads-constants'
import type { Language } from '../../src/shared/contracts/languages'
import type { DownloadItem } from '../db/repositories/download-progress-queries'
import type { DownloadRepository, DownloadRow } from '../db/repositories/download-repository'
import type { IndexEntry } from '../db/schema-downloads'
import type { AssembleInput } from './assemble-zip'
import type { DocumentSource } from './document-source'
import { type DownloadFiles, isNonEmptyFile, removeQuietly, writeWhole } from './download-files'
import { entryPaths, errorEntry, okEntry, sortEntries } from './zip-layout'

export type BuildContext = {
  repo: DownloadRepository
  source: DocumentSource
  files: DownloadFiles
  log: { warn: (obj: object, msg: string) => void }
  /** Asked before each document: true when the worker is stopping (app closing); the job resumes on the next start. */
  shouldStop: () => boolean
  /** Told after each document rendered (progress metrics, test budgets). */
  onRendered: () => void
  /** Writes the ZIP from the staged files (`assembleZip`, in the app on a worker thread). */
  assemble: (input: AssembleInput) => Promise<{ size: number; sha256: string }>
}

const nowSeconds = () => Math.floor(Date.now() / 1000)

/** Renders one document into the staging folder; any failure makes it an error entry, the rest goes on. */
async function renderIntoStaging(ctx: BuildContext, row: DownloadRow, item: DownloadItem) {
  let detail = null
  try {
    detail = await ctx.source.detail(row.customer_id, item.documentId, row.language as Language)
    // The source answers only the customer's own; checked again because a leak here would be silent.
    if (!detail || detail.customerId !== row.customer_id)
      return { state: 'error' as const, entry: errorEntry(item.documentId, null) }
    const paths = entryPaths(detail, row.include_xml === 1)
    const pdf = await ctx.source.pdf(detail, row.language as Language)
    await writeWhole(ctx.files.staged(row.queue_id, paths.pdfPath), pdf)
    if (paths.xmlPath) {
      const xml = ctx.source.xml(detail)
      if (xml === null) throw new Error(`no e-invoice for ${detail.documentId}`)
      await writeWhole(ctx.files.staged(row.queue_id, paths.xmlPath), xml)
    }
    return { state: 'ok' as const, entry: okEntry(detail, paths) }
  } catch (error) {
    ctx.log.warn({ err: error, queueId: row.queue_id, documentId: item.documentId }, 'document left out of a download')
    return { state: 'error' as const, entry: errorEntry(item.documentId, detail) }
  }
}

/** A document counts as done only while its staged files are there (a crash can lose a file the database already counted). */
async function stagedWhole(ctx: BuildContext, queueId: string, entry: IndexEntry | null) {
  if (!entry?.pdfPath) return false
  if (!(await isNonEmptyFile(ctx.files.staged(queueId, entry.pdfPath)))) return false
  return entry.xmlPath === null || isNonEmptyFile(ctx.files.staged(queueId, entry.xmlPath))
}

const stillWanted = async (ctx: BuildContext, queueId: string) => {
  const state = (await ctx.repo.get(queueId))?.state
  return state === 'queued' || state === 'building'
}

/**
 * Builds (or resumes) one download: renders every document not yet staged, one at a time, records
 * each outcome with the progress, then streams the staged files into the ZIP. 'stopped' means the
 * worker is closing and the job stays pending; 'done' means there is nothing more to do for it.
 */
export async function buildDownload(ctx: BuildContext, queueId: string): Promise<'done' | 'stopped'> {
  const row = await ctx.repo.get(queueId)
  if (!row || !(await stillWanted(ctx, queueId))) {
    await removeQuietly(ctx.files.staging(queueId))
    return 'done'
  }
  await ctx.repo.setState(queueId, 'building')
  await fs.mkdir(ctx.files.staging(queueId), { recursive: true })

  for (const item of await ctx.repo.items(queueId)) {
    if (item.state === 'error' || (item.state === 'ok' && (await stagedWhole(ctx, queueId, item.entry)))) continue
    if (ctx.shouldStop()) return 'stopped'
    if (!(await stillWanted(ctx, queueId))) {
      await removeQuietly(ctx.files.staging(queueId))
      return 'done'
    }
    const outcome = await renderIntoStaging(ctx, row, item)
    if (item.state === 'pending') await ctx.repo.completeItem(queueId, item.position, outcome.state, outcome.entry)
    else await ctx.repo.rewriteItem(queueId, item.position, outcome.state, outcome.entry)
    ctx.onRendered()
  }
  if (ctx.shouldStop()) return 'stopped'
  await finish(ctx, row)
  return 'done'
}

async function finish(ctx: BuildContext, row: DownloadRow) {
  const queueId = row.queue_id
  const entries = sortEntries((await ctx.repo.items(queueId)).map((item) => item.entry ?? errorEntry(item.documentId, null)))
  const now = nowSeconds()
  const ended = { completed_at: now, expires_at: now + DOWNLOAD_TTL_SECONDS }
  if (!entries.some((entry) => entry.status === 'ok')) {
    await ctx.repo.setState(queueId, 'failed', { ...ended, last_error: 'no document could be rendered' })
  } else {
    const { size, sha256 } = await ctx.assemble({
      entries,
      withIndex: row.include_index === 1,
      language: row.language as Language,
      stagingFolder: ctx.files.staging(queueId),
      temporary: ctx.files.zipTemporary(queueId),
      target: ctx.files.zip(queueId),
    })
    // Cancelled while the ZIP was written: the file goes at once.
    if (!(await ctx.repo.setState(queueId, 'ready', { ...ended, size, etag: sha256 }))) {
      await removeQuietly(ctx.files.zip(queueId))
    }
  }
  await removeQuietly(ctx.files.staging(queueId))
}

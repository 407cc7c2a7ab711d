import { setTimeout as sleep } from 'node:timers/promises'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DocumentDetail } from '../../src/shared/contracts/documents'
import { buildDocumentDetailFixture } from '../documents/document-detail-fixture'
import { buildTestApp } from '../test/build-test-app'
import { assembleZip } from './assemble-zip'
import type { DocumentSource } from './document-source'
import { createDownloadWorker, PARALLEL_BUILDS } from './download-worker'

/**
 * The worker's turns between customers, over the real database with a stand-in source whose PDFs
 * take a few milliseconds each: one customer's large jobs fill every build slot, then another
 * customer asks for a small one.
 */
const BUSY = 'D1000001'
const OTHER = 'D1000002'

const fixture = (customerId: string, documentId: string): DocumentDetail => ({
  ...buildDocumentDetailFixture({ type: 'deliverynote', lineCount: 1 }),
  documentId,
  number: documentId,
  customerId,
})
const slowSource: DocumentSource = {
  detail: async (customerId, documentId) => fixture(customerId, documentId),
  async pdf(detail) {
    await sleep(5)
    return Buffer.from(`%PDF-1.7 stand-in for ${detail.documentId}\n`)
  },
  xml: () => null,
}

let ctx: Awaited<ReturnType<typeof buildTestApp>>
beforeAll(async () => {
  ctx = await buildTestApp()
})
afterAll(() => ctx.close())

async function ask(queueId: string, customerId: string, documents: number) {
  const documentIds = Array.from({ length: documents }, (_, i) => `DN25-${String(i + 1).padStart(6, '0')}`)
  await ctx.app.db.transaction().execute((trx) =>
    ctx.app.repos.downloads.insert(trx, {
      queueId,
      customerId,
      language: 'de',
      include: { xml: false, index: true },
      documentIds,
      refused: new Set(),
      fileName: 'documents.zip',
      now: Math.floor(Date.now() / 1000),
    }),
  )
}
const stateOf = async (queueId: string) => (await ctx.app.repos.downloads.get(queueId))?.state

describe('download worker turns between customers', () => {
  it("builds another customer's small ZIP while one customer's large ones fill every slot, and finishes those too", async () => {
    const worker = createDownloadWorker({
      db: ctx.app.db,
      repo: ctx.app.repos.downloads,
      files: ctx.app.downloads.files,
      source: slowSource,
      assemble: (input) => assembleZip(input),
      log: { warn: () => {} },
    })
    const large = Array.from({ length: PARALLEL_BUILDS }, (_, i) => `00000000-0000-4000-8000-00000000010${i}`)
    for (const queueId of large) await ask(queueId, BUSY, 60)
    worker.kick()
    while ((await stateOf(large[0] as string)) !== 'building') await sleep(5)

    const small = '00000000-0000-4000-8000-000000000200'
    await ask(small, OTHER, 2)
    worker.kick()
    while ((await stateOf(small)) !== 'ready') await sleep(5)
    // Without turns it would wait for a whole large ZIP to finish.
    expect(await Promise.all(large.map(stateOf))).not.toContain('ready')

    await worker.drain()
    expect(await Promise.all(large.map(stateOf))).toEqual(large.map(() => 'ready'))
    const rows = await Promise.all(large.map((queueId) => ctx.app.repos.downloads.get(queueId)))
    expect(rows.map((row) => row?.current)).toEqual(large.map(() => 60))
    await worker.stop()
  })
})

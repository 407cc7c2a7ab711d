import fs from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DocumentDetail } from '../../src/shared/contracts/documents'
import { buildDocumentDetailFixture } from '../documents/document-detail-fixture'
import { buildTestApp } from '../test/build-test-app'
import { assembleZip } from './assemble-zip'
import { type BuildContext, buildDownload } from './build-download'
import type { DocumentSource } from './document-source'
import { parseCsv, readZip } from './test-support/read-zip'

/**
 * The ZIP writer on its own, over the real database, with a stand-in document source: one document
 * whose rendering throws, one id the source does not know. (End to end with real documents and PDFs:
 * server/routes/api/downloads/downloads.test.ts.)
 */
const CUSTOMER = 'D1000001'
const ids = ['IN25-000002', 'CN25-000003', 'DN25-000004', 'IN25-000001', 'PL25-000005', 'IN25-000666', 'IN25-999999']

function fixture(documentId: string): DocumentDetail {
  const type = ({ IN: 'invoice', CN: 'creditnote', DN: 'deliverynote', PL: 'packinglist' } as const)[
    documentId.slice(0, 2) as 'IN'
  ]
  return { ...buildDocumentDetailFixture({ type, lineCount: 3 }), documentId, number: documentId, customerId: CUSTOMER }
}

const fakeSource: DocumentSource = {
  async detail(customerId, documentId) {
    if (customerId !== CUSTOMER || documentId === 'IN25-999999') return null
    return fixture(documentId)
  },
  async pdf(detail) {
    if (detail.documentId === 'IN25-000666') throw new Error('renderer broke')
    return Buffer.from(`%PDF-1.7 stand-in for ${detail.documentId}\n`)
  },
  xml: (detail) => `<rsm:CrossIndustryInvoice id="${detail.documentId}"/>`,
}

let ctx: Awaited<ReturnType<typeof buildTestApp>>
beforeAll(async () => {
  ctx = await buildTestApp({}, { erpHistory: true })
})
afterAll(() => ctx.close())

async function newDownload(queueId: string, include = { xml: true, index: true }) {
  await ctx.app.db.transaction().execute((trx) =>
    ctx.app.repos.downloads.insert(trx, {
      queueId,
      customerId: CUSTOMER,
      language: 'de',
      include,
      documentIds: ids,
      refused: new Set(),
      fileName: 'documents.zip',
      now: 1_700_000_000,
    }),
  )
}

function context(): BuildContext {
  const { files } = ctx.app.downloads
  const repo = ctx.app.repos.downloads
  return {
    repo,
    files,
    source: fakeSource,
    log: { warn: () => {} },
    shouldStop: () => false,
    onRendered: () => {},
    assemble: assembleZip,
  }
}

describe('buildDownload with a stand-in source', () => {
  it('leaves out what cannot be rendered, lists it in errors and the index, and writes the rest in folders', async () => {
    const queueId = '00000000-0000-4000-8000-000000000001'
    await newDownload(queueId)
    expect(await buildDownload(context(), queueId)).toBe('done')

    const row = await ctx.app.repos.downloads.get(queueId)
    expect(row).toMatchObject({ state: 'ready', current: ids.length, total: ids.length })
    const errors = await ctx.app.repos.downloads.errorIds([queueId])
    expect(errors.get(queueId)).toEqual(['IN25-000666', 'IN25-999999'])

    const entries = await readZip(fs.readFileSync(ctx.app.downloads.files.zip(queueId)))
    expect(entries.map((entry) => entry.name)).toEqual([
      'invoices/IN25-000001.pdf',
      'invoices/IN25-000001.xml',
      'invoices/IN25-000002.pdf',
      'invoices/IN25-000002.xml',
      'credit-notes/CN25-000003.pdf',
      'credit-notes/CN25-000003.xml',
      'delivery-notes/DN25-000004.pdf',
      'packing-lists/PL25-000005.pdf',
      'index.csv',
    ])
    const pdf = entries.find((entry) => entry.name === 'invoices/IN25-000001.pdf')
    expect(pdf?.data.toString()).toBe('%PDF-1.7 stand-in for IN25-000001\n')
    expect(pdf?.compressionMethod).toBe(0)
    expect(pdf?.mtime.toISOString()).toBe('2025-03-12T12:00:00.000Z')

    const index = parseCsv(entries.at(-1)?.data.toString() ?? '')
    // The job's language is German (index-csv.test.ts holds the words of each column).
    expect(index[0]?.[0]).toBe('Belegnummer')
    const byNumber = new Map(index.slice(1).map((r) => [r[0], r]))
    expect(index).toHaveLength(ids.length + 1)
    expect(byNumber.get('IN25-000001')).toEqual([
      'IN25-000001',
      'Rechnung',
      '12.03.2025',
      'A25-000123 B25-000124',
      'WS-2025-0311/Bremsen',
      fixture('IN25-000001').total?.toFixed(2).replace('.', ','),
      'EUR',
      'invoices/IN25-000001.pdf',
      'invoices/IN25-000001.xml',
      'Enthalten',
    ])
    expect(byNumber.get('IN25-000666')?.slice(1, 3)).toEqual(['Rechnung', '12.03.2025'])
    expect(byNumber.get('IN25-000666')?.slice(-3)).toEqual(['', '', 'Fehler'])
    // An id the source does not know: nothing about it is told, not even a type.
    expect(byNumber.get('IN25-999999')).toEqual(['IN25-999999', '', '', '', '', '', '', '', '', 'Fehler'])
    expect(fs.existsSync(ctx.app.downloads.files.staging(queueId))).toBe(false)
  })

  it('gives the same bytes for the same request built twice', async () => {
    const first = '00000000-0000-4000-8000-000000000002'
    const second = '00000000-0000-4000-8000-000000000003'
    await newDownload(first)
    await newDownload(second)
    await buildDownload(context(), first)
    await buildDownload(context(), second)
    const a = fs.readFileSync(ctx.app.downloads.files.zip(first))
    const b = fs.readFileSync(ctx.app.downloads.files.zip(second))
    expect(a.equals(b)).toBe(true)
    expect((await ctx.app.repos.downloads.get(first))?.etag).toBe((await ctx.app.repos.downloads.get(second))?.etag)
  })

  it('fails a download of which no document could be rendered, without a file', async () => {
    const queueId = '00000000-0000-4000-8000-000000000004'
    await ctx.app.db.transaction().execute((trx) =>
      ctx.app.repos.downloads.insert(trx, {
        queueId,
        customerId: CUSTOMER,
        language: 'de',
        include: { xml: false, index: true },
        documentIds: ['IN25-000666', 'IN25-999999'],
        refused: new Set(),
        fileName: 'documents.zip',
        now: 1_700_000_000,
      }),
    )
    await buildDownload(context(), queueId)
    expect(await ctx.app.repos.downloads.get(queueId)).toMatchObject({ state: 'failed', current: 2, size: null })
    expect(fs.existsSync(ctx.app.downloads.files.zip(queueId))).toBe(false)
  })
})

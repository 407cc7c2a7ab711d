import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseCsv, readZip } from '../../../downloads/test-support/read-zip'
import { buildTestApp } from '../../../test/build-test-app'
import { buildZip, type DownloadCookies, documentIdsOf, downloadsApi, loginDemoCustomers } from './download-test-kit'

/** Refusals, limits, documents that cannot be in the ZIP, cancel and expiry, on the real app. */
let ctx: Awaited<ReturnType<typeof buildTestApp>>
let cookies: DownloadCookies
let own: string[]
const include = { xml: true, index: true }

beforeAll(async () => {
  ctx = await buildTestApp({}, { erpHistory: true })
  cookies = await loginDemoCustomers(ctx.app)
  own = await documentIdsOf(ctx.app, 'D1000001', 6, ['invoice'])
}, 120_000)
afterAll(() => ctx?.close())

const countDownloads = async () =>
  Number(
    (
      await ctx.app.db
        .selectFrom('downloads')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  )

describe('asking for a download', () => {
  it('refuses 1,001 documents with TOO_MANY_DOCUMENTS, writes nothing and keeps the key unspent', async () => {
    const api = downloadsApi(ctx.app, cookies.werkstatt)
    const before = await countDownloads()
    const key = randomUUID()
    const tooMany = Array.from({ length: 1001 }, (_, i) => `IN25-${String(i).padStart(6, '0')}`)
    const refused = await api.ask({ documentIds: tooMany, include, languageID: 'de' }, key)
    expect(refused.statusCode).toBe(400)
    expect(refused.json().code).toBe('TOO_MANY_DOCUMENTS')
    expect(await countDownloads()).toBe(before)
    const accepted = await api.ask({ documentIds: own.slice(0, 1), include, languageID: 'de' }, key)
    expect(accepted.statusCode).toBe(202)
    await ctx.app.downloads.worker.drain()
  })

  it('refuses duplicates, malformed ids, an empty list and a missing key with stable codes', async () => {
    const api = downloadsApi(ctx.app, cookies.werkstatt)
    const ask = (documentIds: string[], key?: string | null) => api.ask({ documentIds, include, languageID: 'de' }, key)
    expect((await ask([own[0] as string, own[0] as string])).json().code).toBe('DUPLICATE_DOCUMENTS')
    expect((await ask(['../../etc/passwd'])).json().code).toBe('VALIDATION_FAILED')
    expect((await ask([])).json().code).toBe('VALIDATION_FAILED')
    expect((await ask(own.slice(0, 1), null)).json().code).toBe('IDEMPOTENCY_KEY_REQUIRED')
  })

  it('answers a retry with the same key with the same queueId, building it once', async () => {
    const api = downloadsApi(ctx.app, cookies.werkstatt)
    const key = randomUUID()
    const body = { documentIds: own.slice(0, 2), include, languageID: 'de' as const }
    const first = await api.ask(body, key)
    const retry = await api.ask(body, key)
    expect(retry.statusCode).toBe(202)
    expect(retry.headers['idempotent-replayed']).toBe('true')
    expect(retry.json().queueId).toBe(first.json().queueId)
    expect((await api.ask({ ...body, languageID: 'en' }, key)).json().code).toBe('IDEMPOTENCY_KEY_REUSED')
    await ctx.app.downloads.worker.drain()
  })

  it('refuses a 4th running download with 429 TOO_MANY_DOWNLOADS and Retry-After; the same key works later', async () => {
    const { worker } = ctx.app.downloads
    const api = downloadsApi(ctx.app, cookies.flotte)
    const flotteIds = await documentIdsOf(ctx.app, 'D1000003', 4)
    worker.holdAfter(0)
    const queued = []
    for (const id of flotteIds.slice(0, 3))
      queued.push((await api.ask({ documentIds: [id], include, languageID: 'fr' })).json().queueId)
    const key = randomUUID()
    const fourth = { documentIds: flotteIds.slice(3), include, languageID: 'fr' as const }
    const refused = await api.ask(fourth, key)
    expect(refused.statusCode).toBe(429)
    expect(refused.json().code).toBe('TOO_MANY_DOWNLOADS')
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0)
    // Another customer is not held back by flotte's downloads.
    expect(
      (await downloadsApi(ctx.app, cookies.werkstatt).ask({ documentIds: own.slice(0, 1), include, languageID: 'de' }))
        .statusCode,
    ).toBe(202)

    expect((await api.cancel(queued[0])).json().state).toBe('cancelled')
    expect((await api.ask(fourth, key)).statusCode).toBe(202)
    worker.holdAfter(Number.POSITIVE_INFINITY)
    await worker.drain()
    for (const queueId of queued.slice(1)) expect((await api.status(queueId)).json().state).toBe('ready')
  }, 120_000)
})

describe('documents that cannot be in the ZIP', () => {
  it('lists foreign, unknown, not allowed and unrenderable documents in errors and the index; the rest arrives', async () => {
    const [foreign] = await documentIdsOf(ctx.app, 'D1000003', 1, ['invoice'])
    const [delivery] = await documentIdsOf(ctx.app, 'D1000001', 1, ['deliverynote'])
    const broken = own[5] as string
    // Lines that no longer add up to the total: the e-invoice (and so the PDF) refuses to render it.
    await ctx.app.db
      .updateTable('document_lines')
      .set((eb) => ({ line_total: eb('line_total', '+', 1) }))
      .where('document_id', '=', broken)
      .execute()
    const asked = [own[4] as string, foreign as string, 'IN99-999999', broken, delivery as string]
    const status = await buildZip(ctx.app, cookies.werkstatt, { documentIds: asked, include, languageID: 'en' })

    expect(status.state).toBe('ready')
    expect(status.downloadStatus).toEqual({ current: 5, total: 5 })
    expect(status.errors).toEqual([{ documentId: foreign }, { documentId: 'IN99-999999' }, { documentId: broken }])
    const entries = await readZip((await downloadsApi(ctx.app, cookies.werkstatt).file(status.queueId)).rawPayload)
    expect(entries.map((entry) => entry.name).sort()).toEqual(
      [`invoices/${own[4]}.pdf`, `invoices/${own[4]}.xml`, `delivery-notes/${delivery}.pdf`, 'index.csv'].sort(),
    )
    const rows = new Map(parseCsv(entries.find((e) => e.name === 'index.csv')?.data.toString() ?? '').map((row) => [row[0], row]))
    expect(rows.get(broken)?.at(-1)).toBe('Error')
    expect(rows.get(broken)?.[1]).toBe('Invoice')
    // Nothing about another customer's document is told, not even that it exists.
    expect(rows.get(foreign as string)).toEqual(rows.get('IN99-999999')?.map((cell, i) => (i === 0 ? foreign : cell)))
    expect(rows.get(own[4] as string)?.at(-1)).toBe('Included')
  }, 120_000)

  it('treats invoices as errors for a customer without the invoice feature', async () => {
    await ctx.app.db.updateTable('customers').set({ feature_invoice: 0 }).where('customer_id', '=', 'D1000002').execute()
    const [invoice] = await documentIdsOf(ctx.app, 'D1000002', 1, ['invoice'])
    const [delivery] = await documentIdsOf(ctx.app, 'D1000002', 1, ['deliverynote'])
    const status = await buildZip(ctx.app, cookies.einkauf, {
      documentIds: [invoice as string, delivery as string],
      include,
      languageID: 'de',
    })
    expect(status.errors).toEqual([{ documentId: invoice }])
    expect(status.state).toBe('ready')
    await ctx.app.db.updateTable('customers').set({ feature_invoice: 1 }).where('customer_id', '=', 'D1000002').execute()
  }, 60_000)
})

describe('cancel and expiry', () => {
  it('cancels a download: its file is gone and asking for it answers 410 DOWNLOAD_CANCELLED', async () => {
    const api = downloadsApi(ctx.app, cookies.werkstatt)
    const status = await buildZip(ctx.app, cookies.werkstatt, { documentIds: own.slice(0, 1), include, languageID: 'de' })
    const cancelled = await api.cancel(status.queueId)
    expect(cancelled.json().state).toBe('cancelled')
    expect(fs.existsSync(ctx.app.downloads.files.zip(status.queueId))).toBe(false)
    const file = await api.file(status.queueId)
    expect(file.statusCode).toBe(410)
    expect(file.json().code).toBe('DOWNLOAD_CANCELLED')
  }, 60_000)

  it('deletes the file once expired and answers 410 DOWNLOAD_EXPIRED with a clear message', async () => {
    const api = downloadsApi(ctx.app, cookies.werkstatt)
    const status = await buildZip(ctx.app, cookies.werkstatt, { documentIds: own.slice(0, 2), include, languageID: 'de' })
    const zipFile = ctx.app.downloads.files.zip(status.queueId)
    expect(fs.existsSync(zipFile)).toBe(true)
    // 1800 s later, as far as the sweeper can tell.
    const past = Math.floor(Date.now() / 1000) - 1
    await ctx.app.db.updateTable('downloads').set({ expires_at: past }).where('queue_id', '=', status.queueId).execute()
    await ctx.app.downloads.sweep()

    expect(fs.existsSync(zipFile)).toBe(false)
    const file = await api.file(status.queueId)
    expect(file.statusCode).toBe(410)
    expect(file.json()).toMatchObject({ code: 'DOWNLOAD_EXPIRED', message: expect.stringMatching(/expired.*30 minutes/) })
    expect((await api.status(status.queueId)).json()).toMatchObject({ state: 'expired', size: null })
    const items = await ctx.app.db.selectFrom('download_items').selectAll().where('queue_id', '=', status.queueId).execute()
    expect(items).toEqual([])
    expect((await api.list()).json().downloads.map((d: { queueId: string }) => d.queueId)).not.toContain(status.queueId)
  }, 60_000)
})

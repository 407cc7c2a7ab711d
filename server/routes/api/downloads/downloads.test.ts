import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { parseCsv, readZip } from '../../../downloads/test-support/read-zip'
import { buildTestApp } from '../../../test/build-test-app'
import { buildZip, type DownloadCookies, documentIdsOf, downloadsApi, loginDemoCustomers } from './download-test-kit'

/**
 * End to end on the real app: real database, the demo ERP history, real PDFs. One ZIP of 200
 * documents is built twice (byte-identical), fetched whole and in ranges, and hidden from others.
 */
let ctx: Awaited<ReturnType<typeof buildTestApp>>
let cookies: DownloadCookies
let ids: string[]
let queueId: string
let zip: Buffer

beforeAll(async () => {
  ctx = await buildTestApp({}, { erpHistory: true })
  cookies = await loginDemoCustomers(ctx.app)
  ids = await documentIdsOf(ctx.app, 'D1000001', 200)
  const status = await buildZip(ctx.app, cookies.werkstatt, {
    documentIds: ids,
    include: { xml: false, index: true },
    languageID: 'de',
  })
  queueId = status.queueId
  zip = (await downloadsApi(ctx.app, cookies.werkstatt).file(queueId)).rawPayload
}, 300_000)
afterAll(() => ctx?.close())

describe('a ZIP of 200 documents', () => {
  it('is ready with every document done and none in error', async () => {
    const status = (await downloadsApi(ctx.app, cookies.werkstatt).status(queueId)).json()
    expect(status).toMatchObject({ queueId, state: 'ready', downloadStatus: { current: 200, total: 200 }, errors: [] })
    expect(status.fileName).toMatch(/^documents-D1000001-\d{4}-\d{2}-\d{2}\.zip$/)
    expect(status.size).toBe(zip.length)
    expect(Date.parse(status.expiresAt) - Date.now()).toBeGreaterThan(1700_000)
  })

  it('holds 200 PDFs in folders per type and an index with a row for each', async () => {
    const entries = await readZip(zip)
    const pdfs = entries.filter((entry) => entry.name.endsWith('.pdf'))
    expect(pdfs).toHaveLength(200)
    const folderOf = { IN: 'invoices', CN: 'credit-notes', DN: 'delivery-notes', PL: 'packing-lists' } as const
    for (const { name } of pdfs) {
      const number = name.replace(/^.*\/|\.pdf$/g, '')
      expect(name).toBe(`${folderOf[number.slice(0, 2) as 'IN']}/${number}.pdf`)
    }
    for (const pdf of pdfs) expect(pdf.data.subarray(0, 5).toString()).toBe('%PDF-')
    expect(new Set(pdfs.map((entry) => entry.name.replace(/^.*\/|\.pdf$/g, '')))).toEqual(new Set(ids))
    const index = parseCsv(entries.find((entry) => entry.name === 'index.csv')?.data.toString() ?? '')
    expect(index).toHaveLength(201)
    expect(index.slice(1).every((row) => row.at(-1) === 'Enthalten')).toBe(true)
    expect(index.slice(1).map((row) => row[7])).toEqual(pdfs.map((entry) => entry.name))
  })

  it('is byte-identical when the same request is built again', async () => {
    const again = await buildZip(ctx.app, cookies.werkstatt, {
      documentIds: ids,
      include: { xml: false, index: true },
      languageID: 'de',
    })
    expect(again.queueId).not.toBe(queueId)
    const second = (await downloadsApi(ctx.app, cookies.werkstatt).file(again.queueId)).rawPayload
    expect(second.equals(zip)).toBe(true)
  }, 300_000)

  it('answers application/zip with length, ETag, ranges and a file name with the customer and the day', async () => {
    const response = await downloadsApi(ctx.app, cookies.werkstatt).file(queueId)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('application/zip')
    expect(response.headers['content-length']).toBe(String(zip.length))
    expect(response.headers['accept-ranges']).toBe('bytes')
    expect(response.headers.etag).toMatch(/^"[\w-]{43}"$/)
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="documents-D1000001-\d{4}-\d{2}-\d{2}\.zip"$/)
    expect(response.headers['cache-control']).toBe('private, no-store')
  })

  it('resumes a dropped download with a range: the parts add up to the whole file', async () => {
    const api = downloadsApi(ctx.app, cookies.werkstatt)
    const etag = String((await api.file(queueId)).headers.etag)
    const cut = Math.floor(zip.length / 3)
    const rest = await api.file(queueId, { range: `bytes=${cut}-`, 'if-range': etag })
    expect(rest.statusCode).toBe(206)
    expect(rest.headers['content-range']).toBe(`bytes ${cut}-${zip.length - 1}/${zip.length}`)
    expect(rest.headers['content-length']).toBe(String(zip.length - cut))
    expect(Buffer.concat([zip.subarray(0, cut), rest.rawPayload]).equals(zip)).toBe(true)
  })

  it('sends the whole file when If-Range names another file, and 416 past the end', async () => {
    const api = downloadsApi(ctx.app, cookies.werkstatt)
    const other = await api.file(queueId, { range: 'bytes=100-', 'if-range': '"another-file"' })
    expect(other.statusCode).toBe(200)
    expect(other.rawPayload.equals(zip)).toBe(true)
    const past = await api.file(queueId, { range: `bytes=${zip.length}-` })
    expect(past.statusCode).toBe(416)
    expect(past.headers['content-range']).toBe(`bytes */${zip.length}`)
    expect(past.json().code).toBe('RANGE_NOT_SATISFIABLE')
  })

  it('is listed among the customer’s downloads and nobody else’s', async () => {
    const own = (await downloadsApi(ctx.app, cookies.werkstatt).list()).json()
    expect(own.downloads.map((d: { queueId: string }) => d.queueId)).toContain(queueId)
    const other = (await downloadsApi(ctx.app, cookies.flotte).list()).json()
    expect(other.downloads).toEqual([])
  })

  it('is unknown to another customer: 404 for status, file and cancel', async () => {
    const api = downloadsApi(ctx.app, cookies.flotte)
    for (const response of [await api.status(queueId), await api.file(queueId), await api.cancel(queueId)]) {
      expect(response.statusCode).toBe(404)
      expect(response.json().code).toBe('DOWNLOAD_NOT_FOUND')
    }
    expect((await downloadsApi(ctx.app, cookies.werkstatt).status(queueId)).json().state).toBe('ready')
  })
})

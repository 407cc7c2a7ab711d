import Papa from 'papaparse'
import readXlsxFile from 'read-excel-file/node'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildInfocenterTestApp, type InfocenterTestApp } from '../../../test/infocenter-test-kit'

let t: InfocenterTestApp
beforeAll(async () => {
  t = await buildInfocenterTestApp()
})
afterAll(() => t.close())

const today = () => new Date().toISOString().slice(0, 10)

/** CSV with a BOM for Excel; Papa Parse reads it back row for row. */
function parseCsv(body: Buffer): Array<Record<string, string>> {
  const text = body.toString('utf8')
  expect(text.charCodeAt(0)).toBe(0xfeff)
  return Papa.parse<Record<string, string>>(text.slice(1), { header: true, skipEmptyLines: true }).data
}

describe('GET /api/documents/export and /api/orders/export', () => {
  it('writes the filtered document list as CSV: as many rows as the list has, the same first row', async () => {
    const query = 'type=invoice&from=2025-01-01&to=2025-12-31&sort=-total'
    const list = (await t.get(`/api/documents?${query}&pageSize=1`)).json()
    const response = await t.get(`/api/documents/export?format=csv&${query}`)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(response.headers['content-disposition']).toBe(`attachment; filename="invoice-D1000001-${today()}.csv"`)
    expect(response.headers['cache-control']).toBe('private, no-cache')
    const rows = parseCsv(response.rawPayload)
    expect(rows).toHaveLength(list.pagination.total)
    expect(rows[0]).toMatchObject({ documentId: list.items[0].documentId, total: String(list.items[0].total), currency: 'EUR' })
  })

  it('writes the order list as XLSX, a zip with one sheet that reads back with the same rows', async () => {
    const list = (await t.get('/api/orders?status=completed&pageSize=1')).json()
    const response = await t.get('/api/orders/export?format=xlsx&status=completed')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-disposition']).toBe(`attachment; filename="orders-D1000001-${today()}.xlsx"`)
    expect(response.rawPayload.subarray(0, 2).toString()).toBe('PK')
    const [sheet] = await readXlsxFile(response.rawPayload)
    if (!sheet) throw new Error('no sheet')
    expect(sheet.sheet).toBe('orders')
    const [header, ...rows] = sheet.data
    expect(header?.[0]).toBe('orderNumber')
    expect(rows).toHaveLength(list.pagination.total)
    expect(rows[0]?.[0]).toBe(list.items[0].orderNumber)
    // Amounts stay numbers a spreadsheet can add up.
    expect(typeof rows[0]?.[7]).toBe('number')
  })

  it('exports only what the customer may see: no prices without showPrice, no foreign rows', async () => {
    const rows = parseCsv((await t.get('/api/orders/export?format=csv', 'einkauf')).rawPayload)
    expect(rows.length).toBeGreaterThan(100)
    expect(rows.every((row) => row.total === '')).toBe(true)
    const foreign = await t.documentOf('werkstatt', 'invoice')
    const none = parseCsv((await t.get(`/api/documents/export?format=csv&q=${foreign.document_id}`, 'flotte')).rawPayload)
    expect(none).toEqual([])
  })

  it("answers each of a customer's exports sent at once (they take turns), and the next one after them", async () => {
    const url = '/api/documents/export?format=xlsx&type=invoice'
    const answers = await Promise.all([1, 2, 3, 4].map(() => t.get(url, 'flotte')))
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200])
    expect(new Set(answers.map((answer) => answer.rawPayload.length)).size).toBe(1)
    expect((await t.get(url, 'flotte')).statusCode).toBe(200)
  })

  it('refuses a missing or unknown format, a bad date range, and anonymous callers', async () => {
    for (const url of ['/api/documents/export', '/api/orders/export?format=pdf', '/api/documents/export?format=xls']) {
      const response = await t.get(url)
      expect(response.statusCode, url).toBe(400)
      expect(response.json().code).toBe('VALIDATION_FAILED')
    }
    const range = await t.get('/api/orders/export?format=csv&from=2025-05-01&to=2025-04-01')
    expect(range.json().code).toBe('BAD_DATE_RANGE')
    expect((await t.app.inject({ method: 'GET', url: '/api/orders/export?format=csv' })).statusCode).toBe(401)
  })
})

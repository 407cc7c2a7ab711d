import ExcelJS from 'exceljs'
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
    const response = await t.get(`/api/documents/export?format=csv&languageID=en&${query}`)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(response.headers['content-disposition']).toBe(`attachment; filename="invoice-D1000001-${today()}.csv"`)
    expect(response.headers['cache-control']).toBe('private, no-cache')
    const rows = parseCsv(response.rawPayload)
    expect(rows).toHaveLength(list.pagination.total)
    expect(rows[0]).toMatchObject({
      'Document number': list.items[0].documentId,
      'Gross amount': list.items[0].total.toFixed(2),
      Currency: 'EUR',
    })
  })

  it('writes the order list as XLSX, a zip with one sheet that reads back with the same rows', async () => {
    const list = (await t.get('/api/orders?status=completed&pageSize=1')).json()
    const response = await t.get('/api/orders/export?format=xlsx&status=completed&languageID=en')
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-disposition']).toBe(`attachment; filename="orders-D1000001-${today()}.xlsx"`)
    expect(response.rawPayload.subarray(0, 2).toString()).toBe('PK')
    const [sheet] = await readXlsxFile(response.rawPayload)
    if (!sheet) throw new Error('no sheet')
    expect(sheet.sheet).toBe('orders')
    const [header, ...rows] = sheet.data
    expect(header?.[0]).toBe('Order number')
    expect(rows).toHaveLength(list.pagination.total)
    expect(rows[0]?.[0]).toBe(list.items[0].orderNumber)
    // Amounts stay numbers a spreadsheet can add up.
    expect(typeof rows[0]?.[7]).toBe('number')
  })

  it('exports only what the customer may see: no prices without showPrice, no foreign rows', async () => {
    const rows = parseCsv((await t.get('/api/orders/export?format=csv&languageID=en', 'einkauf')).rawPayload)
    expect(rows.length).toBeGreaterThan(100)
    expect(rows.every((row) => row.Total === '')).toBe(true)
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

/** The CSV's lines split at `separator` (no cell of these rows holds one), after checking the BOM. */
function csvLines(body: Buffer, separator: string): string[][] {
  const text = body.toString('utf8')
  expect(text.charCodeAt(0)).toBe(0xfeff)
  return text
    .slice(1)
    .split('\r\n')
    .filter(Boolean)
    .map((line) => line.split(separator))
}

describe('exports in the reader language and time zone', () => {
  it('writes a German CSV with semicolons, German headers and status words, decimal commas and German dates', async () => {
    const query = 'type=invoice&from=2025-01-01&to=2025-12-31&sort=-date'
    const list = (await t.get(`/api/documents?${query}&pageSize=1`)).json()
    const [header, first, ...rest] = csvLines(
      (await t.get(`/api/documents/export?format=csv&languageID=de&${query}`)).rawPayload,
      ';',
    )
    expect(header).toEqual([
      'Belegnummer',
      'Belegart',
      'Datum',
      'Bestellnummern',
      'Ihre Referenz',
      'Bruttobetrag',
      'Währung',
      'Status',
    ])
    const [year, month, day] = list.items[0].date.split('-')
    expect(first?.[0]).toBe(list.items[0].documentId)
    expect(first?.[1]).toBe('Rechnung')
    expect(first?.[2]).toBe(`${day}.${month}.${year}`)
    expect(first?.[5]).toBe(list.items[0].total.toFixed(2).replace('.', ','))
    const statuses = new Set([first, ...rest].map((row) => row?.[7]))
    expect([...statuses].every((status) => ['Offen', 'Bezahlt', 'Überfällig'].includes(String(status)))).toBe(true)
  })

  it('writes an English CSV with commas and English headers', async () => {
    const [header, first] = csvLines(
      (await t.get('/api/orders/export?format=csv&languageID=en&status=completed')).rawPayload,
      ',',
    )
    expect(header?.slice(0, 4)).toEqual(['Order number', 'Linked order', 'Ordered on', 'Status'])
    expect(first?.[3]).toBe('Completed')
    expect(first?.[7]).toMatch(/^\d+\.\d{2}$/)
  })

  it("writes order times in the reader's time zone, and refuses a zone Intl does not know", async () => {
    const order = (await t.get('/api/orders?pageSize=1')).json().items[0]
    const inZone = (timeZone: string) => {
      const parts = new Intl.DateTimeFormat('en-GB', {
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
        timeZone,
      }).formatToParts(new Date(order.placedAt))
      const f = (type: string) => parts.find((part) => part.type === type)?.value
      return `${f('day')}.${f('month')}.${f('year')} ${f('hour')}:${f('minute')}`
    }
    for (const timeZone of ['Europe/Berlin', 'Asia/Tokyo', 'America/New_York']) {
      const url = `/api/orders/export?format=csv&languageID=de&q=${order.orderNumber}&timeZone=${encodeURIComponent(timeZone)}`
      const [, row] = csvLines((await t.get(url)).rawPayload, ';')
      expect(row?.[2], timeZone).toBe(inZone(timeZone))
    }
    const refused = await t.get('/api/orders/export?format=csv&timeZone=Mars%2FOlympus')
    expect(refused.statusCode).toBe(400)
    expect(refused.json().code).toBe('VALIDATION_FAILED')
  })

  it('writes XLSX dates as Excel dates with a date format, amounts as numbers (read back with exceljs)', async () => {
    const list = (await t.get('/api/documents?type=invoice&pageSize=1&sort=-date')).json()
    const response = await t.get('/api/documents/export?format=xlsx&type=invoice&sort=-date&languageID=de')
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(response.rawPayload as unknown as ExcelJS.Buffer)
    const sheet = workbook.worksheets[0]
    if (!sheet) throw new Error('no sheet')
    expect(sheet.getRow(1).getCell(3).value).toBe('Datum')
    const date = sheet.getRow(2).getCell(3)
    expect(date.type).toBe(ExcelJS.ValueType.Date)
    expect(date.value).toEqual(new Date(`${list.items[0].date}T00:00:00Z`))
    expect(date.numFmt).toBe('dd.mm.yyyy')
    const total = sheet.getRow(2).getCell(6)
    expect(total.type).toBe(ExcelJS.ValueType.Number)
    expect(total.value).toBe(list.items[0].total)
  })
})

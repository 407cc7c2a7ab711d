import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { partNumberKey } from '../../../shop/part-number'
import { buildInfocenterTestApp, type InfocenterTestApp } from '../../../test/infocenter-test-kit'

let t: InfocenterTestApp
beforeAll(async () => {
  t = await buildInfocenterTestApp()
})
afterAll(() => t.close())

type Summary = { documentId: string; type: string; date: string; total: number | null; orderNumbers: string[] }
const ids = (body: { items: Summary[] }) => body.items.map((item) => item.documentId)

describe('GET /api/documents', () => {
  it('lists the own documents newest first, paged, with private no-cache and an ETag that answers 304', async () => {
    const first = await t.get('/api/documents?pageSize=10')
    expect(first.statusCode).toBe(200)
    expect(first.headers['cache-control']).toBe('private, no-cache')
    const body = first.json()
    const inDb = await t.app.db
      .selectFrom('documents')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('customer_id', '=', 'D1000001')
      .executeTakeFirstOrThrow()
    expect(body.pagination).toEqual({ total: Number(inDb.n), page: 1, pageSize: 10 })
    expect(body.items).toHaveLength(10)
    const dates = body.items.map((item: Summary) => item.date)
    expect(dates).toEqual([...dates].sort().reverse())
    const second = (await t.get('/api/documents?pageSize=10&page=2')).json()
    expect(ids(second).some((id) => ids(body).includes(id))).toBe(false)
    expect(second.items[0].date <= dates[9]).toBe(true)

    const again = await t.get('/api/documents?pageSize=10', 'werkstatt', { 'if-none-match': String(first.headers.etag) })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')
  })

  it('filters by type and date range and sorts by number or total', async () => {
    const invoices = (await t.get('/api/documents?type=invoice&from=2025-01-01&to=2025-06-30&pageSize=100')).json()
    expect(invoices.pagination.total).toBeGreaterThan(0)
    for (const item of invoices.items as Summary[]) {
      expect(item.type).toBe('invoice')
      expect(item.date >= '2025-01-01' && item.date <= '2025-06-30').toBe(true)
    }
    const byNumber = ids((await t.get('/api/documents?type=deliverynote&sort=number&pageSize=50')).json())
    expect(byNumber).toEqual([...byNumber].sort())
    const byTotal = (await t.get('/api/documents?type=invoice&sort=-total&pageSize=50')).json().items.map((i: Summary) => i.total)
    expect(byTotal).toEqual([...byTotal].sort((a, b) => b - a))
    const papers = (await t.get('/api/documents?type=packinglist&pageSize=5')).json().items
    expect(papers.every((item: Summary) => item.total === null)).toBe(true)
  })

  it('finds a document by its number, an order number, the own reference, an article or OE number, or a VIN', async () => {
    const invoice = await t.documentOf('werkstatt', 'invoice')
    const [line] = await t.app.db
      .selectFrom('document_lines')
      .selectAll()
      .where('document_id', '=', invoice.document_id)
      .where('vendor_id', '<>', '')
      .execute()
    if (!line) throw new Error('an invoice without part lines')
    const oe = (JSON.parse(line.oe_numbers) as string[])[0] ?? ''
    const vinOrder = await t.app.db
      .selectFrom('orders as o')
      .innerJoin('document_orders as x', 'x.order_number', 'o.order_number')
      .select(['o.vin', 'x.document_id'])
      .where('o.customer_id', '=', 'D1000001')
      .where('o.vin', 'is not', null)
      .executeTakeFirstOrThrow()
    const reference = invoice.customer_order_reference.split(', ')[0] ?? ''
    const cases: Array<[string, string]> = [
      [invoice.document_id, invoice.document_id],
      [invoice.document_id.replace('-', '').toLowerCase(), invoice.document_id],
      [invoice.document_id.slice(-6), invoice.document_id],
      [line.order_number, invoice.document_id],
      [line.sku, invoice.document_id],
      [line.sku.replaceAll('.', ''), invoice.document_id],
      [` ${oe.toLowerCase().split('').join(' ')} `.slice(0, 60), invoice.document_id],
      [String(vinOrder.vin), vinOrder.document_id],
    ]
    if (reference) cases.push([reference.toLowerCase(), invoice.document_id])
    for (const [q, expected] of cases) {
      const found = (await t.get(`/api/documents?pageSize=100&q=${encodeURIComponent(q)}`)).json()
      expect(ids(found), `q=${q}`).toContain(expected)
    }
    // Every hit for an article number really contains it.
    const bySku = (await t.get(`/api/documents?pageSize=100&q=${encodeURIComponent(line.sku)}`)).json()
    const holding = await t.app.db
      .selectFrom('document_lines')
      .select('document_id')
      .distinct()
      .where('customer_id', '=', 'D1000001')
      .where('sku_norm', '=', partNumberKey(line.sku))
      .execute()
    expect(bySku.pagination.total).toBeGreaterThanOrEqual(holding.length)
    expect((await t.get('/api/documents?q=no-such-thing-4711')).json().pagination.total).toBe(0)
  })

  it("never finds another customer's documents, whatever q says", async () => {
    const foreign = await t.documentOf('flotte', 'invoice')
    expect((await t.get(`/api/documents?q=${foreign.document_id}`)).json().pagination.total).toBe(0)
    const flotte = (await t.get(`/api/documents?q=${foreign.document_id}`, 'flotte')).json()
    expect(ids(flotte)).toContain(foreign.document_id)
  })

  it('refuses bad input with 400 and a stable code', async () => {
    const cases: Array<[string, string]> = [
      ['from=2025-03-01&to=2025-02-01', 'BAD_DATE_RANGE'],
      ['from=2025-02-30', 'BAD_DATE_RANGE'],
      ['from=yesterday', 'VALIDATION_FAILED'],
      ['pageSize=0', 'VALIDATION_FAILED'],
      ['pageSize=101', 'VALIDATION_FAILED'],
      ['page=0', 'VALIDATION_FAILED'],
      ['type=order', 'VALIDATION_FAILED'],
      ['sort=price', 'VALIDATION_FAILED'],
      [`q=${'x'.repeat(61)}`, 'VALIDATION_FAILED'],
    ]
    for (const [query, code] of cases) {
      const response = await t.get(`/api/documents?${query}`)
      expect(response.statusCode, query).toBe(400)
      expect(response.json().code, query).toBe(code)
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/documents' })).statusCode).toBe(401)
  })
})

describe('GET /api/documents/:documentId', () => {
  it('gives an invoice with lines, OE numbers, seller letterhead, buyer, related documents and totals that add up', async () => {
    const invoice = await t.documentOf('werkstatt', 'invoice')
    const response = await t.get(`/api/documents/${invoice.document_id}`)
    expect(response.statusCode).toBe(200)
    expect(response.headers.etag).toBeTruthy()
    const detail = response.json()
    expect(detail).toMatchObject({ documentId: invoice.document_id, type: 'invoice', customerId: 'D1000001', currency: 'EUR' })
    expect(detail.seller).toMatchObject({ entityCode: 'DTDE', country: 'DE', postalCode: '27793' })
    expect(detail.seller.iban).toMatch(/^DE\d{2}/)
    expect(detail.buyer).toMatchObject({ name: 'Nutzfahrzeug-Werkstatt Brenner GmbH', country: 'DE', vatId: 'DE811234567' })
    expect(detail.paymentTermsDays).toBe(14)
    const parts = detail.lines.filter((line: { vendorId: string }) => line.vendorId !== '')
    expect(parts[0].oeNumbers.length).toBeGreaterThan(0)
    const cents = (value: number) => Math.round(value * 100)
    const net = detail.lines.reduce((sum: number, line: { lineTotal: number }) => sum + cents(line.lineTotal), 0)
    expect(cents(detail.totals.net)).toBe(net)
    expect(cents(detail.totals.vatTotal)).toBe(Math.round((net * 19) / 100))
    expect(cents(detail.totals.gross)).toBe(cents(detail.totals.net) + cents(detail.totals.vatTotal))
    expect(detail.total).toBe(detail.totals.gross)
    expect(detail.related.map((ref: { type: string }) => ref.type)).toContain('deliverynote')
  })

  it('gives a delivery note with its shipment and packing list, without prices', async () => {
    const note = await t.documentOf('werkstatt', 'deliverynote')
    const detail = (await t.get(`/api/documents/${note.document_id}`)).json()
    expect(detail.totals).toBeNull()
    expect(detail.lines.every((line: { unitPrice: number | null }) => line.unitPrice === null)).toBe(true)
    expect(detail.related.map((ref: { documentId: string }) => ref.documentId)).toContain(`PL${note.document_id.slice(2)}`)
    if (note.shipment_id)
      expect(detail.shipment).toMatchObject({ shipmentId: note.shipment_id, deliveryNoteId: note.document_id })
  })

  it("answers 404 for another customer's document, an unknown one, and 400 for a malformed id", async () => {
    const foreign = await t.documentOf('flotte', 'invoice')
    for (const path of ['', '/pdf', '/xml']) {
      const response = await t.get(`/api/documents/${foreign.document_id}${path}`)
      expect(response.statusCode, path).toBe(404)
      expect(response.json().code).toBe('DOCUMENT_NOT_FOUND')
    }
    expect((await t.get('/api/documents/IN99-999999')).statusCode).toBe(404)
    expect((await t.get('/api/documents/XX25-000001')).json().code).toBe('VALIDATION_FAILED')
  })
})

describe('GET /api/documents/:documentId/pdf and /xml', () => {
  it('renders the PDF in the language asked for, inline with its number as file name, and answers 304 for the same ETag', async () => {
    const invoice = await t.documentOf('werkstatt', 'invoice')
    const response = await t.get(`/api/documents/${invoice.document_id}/pdf?languageID=en`)
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('application/pdf')
    expect(response.headers['content-disposition']).toBe(`inline; filename="${invoice.document_id}.pdf"`)
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')
    const etag = String(response.headers.etag)
    const same = await t.get(`/api/documents/${invoice.document_id}/pdf?languageID=en`, 'werkstatt', { 'if-none-match': etag })
    expect(same.statusCode).toBe(304)
    const other = await t.get(`/api/documents/${invoice.document_id}/pdf?languageID=fr`, 'werkstatt', { 'if-none-match': etag })
    expect(other.statusCode).toBe(200)
    expect((await t.get(`/api/documents/${invoice.document_id}/pdf?languageID=xx`)).statusCode).toBe(400)
  })

  it('gives a buyer with a Leitweg-ID (the demo workshop) XRechnung 3.0, the others the EN 16931 profile', async () => {
    const xRechnung = (await t.get(`/api/documents/${(await t.documentOf('werkstatt', 'invoice')).document_id}/xml`)).body
    expect(xRechnung).toContain('<ram:BuyerReference>991-33333TEST-33</ram:BuyerReference>')
    expect(xRechnung).toContain('urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0')
    const invoice = await t.documentOf('einkauf', 'invoice')
    const plain = (await t.get(`/api/documents/${invoice.document_id}/xml`, 'einkauf')).body
    expect(plain).toContain('<ram:ID>urn:cen.eu:en16931:2017</ram:ID>')
    expect(plain).not.toContain('BuyerReference')
  })

  it('gives invoices and credit notes as CII XML; a delivery note has none (404 NO_E_INVOICE)', async () => {
    for (const type of ['invoice', 'creditnote'] as const) {
      const document = await t.documentOf('werkstatt', type)
      const response = await t.get(`/api/documents/${document.document_id}/xml`)
      expect(response.statusCode, type).toBe(200)
      expect(response.headers['content-type']).toContain('application/xml')
      expect(response.body).toContain('rsm:CrossIndustryInvoice')
      expect(response.body).toContain(document.document_id)
    }
    const note = await t.documentOf('werkstatt', 'deliverynote')
    const response = await t.get(`/api/documents/${note.document_id}/xml`)
    expect(response.statusCode).toBe(404)
    expect(response.json().code).toBe('NO_E_INVOICE')
  })
})

describe('feature gates', () => {
  it('hides invoices and credit notes from a customer without invoice: 403 when asked for, 404 one by one', async () => {
    const invoice = await t.documentOf('einkauf', 'invoice')
    await t.setFeature('einkauf', 'feature_invoice', false)
    try {
      for (const type of ['invoice', 'creditnote']) {
        const response = await t.get(`/api/documents?type=${type}`, 'einkauf')
        expect(response.statusCode).toBe(403)
        expect(response.json().code).toBe('FEATURE_NOT_ALLOWED')
        expect((await t.get(`/api/documents/export?format=csv&type=${type}`, 'einkauf')).statusCode).toBe(403)
      }
      const all = (await t.get('/api/documents?pageSize=100', 'einkauf')).json()
      expect(all.pagination.total).toBeGreaterThan(0)
      expect(new Set(all.items.map((item: Summary) => item.type))).toEqual(new Set(['deliverynote', 'packinglist']))
      for (const path of ['', '/pdf', '/xml']) {
        expect((await t.get(`/api/documents/${invoice.document_id}${path}`, 'einkauf')).statusCode, path).toBe(404)
      }
      const note = await t.documentOf('einkauf', 'deliverynote')
      const related = (await t.get(`/api/documents/${note.document_id}`, 'einkauf')).json().related
      expect(related.every((ref: { type: string }) => ref.type === 'packinglist')).toBe(true)
      await t.setFeature('einkauf', 'feature_shipment', false)
      expect((await t.get('/api/documents', 'einkauf')).json().pagination.total).toBe(0)
      expect((await t.get(`/api/documents/${note.document_id}`, 'einkauf')).statusCode).toBe(404)
    } finally {
      await t.setFeature('einkauf', 'feature_invoice', true)
      await t.setFeature('einkauf', 'feature_shipment', true)
    }
    expect((await t.get(`/api/documents/${invoice.document_id}`, 'einkauf')).statusCode).toBe(200)
  })

  it('shows a customer without showPrice its invoices with amounts (an invoice is its amounts)', async () => {
    const invoice = await t.documentOf('einkauf', 'invoice')
    const detail = (await t.get(`/api/documents/${invoice.document_id}`, 'einkauf')).json()
    expect(detail.totals.gross).toBeGreaterThan(0)
    expect(detail.seller.entityCode).toBe('DTAT')
    expect(detail.totals.vat[0].rate).toBe(20)
  })
})

import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO, loginCookie } from '../../../test/auth-helpers'
import { buildTestApp } from '../../../test/build-test-app'
import { CUSTOMER, deliveryNoteItem, invoiceItem, noticesOf } from './erp-inbound-test-kit'
import { asSystem, createIntegrationKey } from './integration-test-kit'

let ctx: Awaited<ReturnType<typeof buildTestApp>>
let secret: string
let cookie: string
beforeAll(async () => {
  ctx = await buildTestApp()
  secret = (await createIntegrationKey(ctx.app, ['documents:write'])).secret
  cookie = await loginCookie(ctx.app, DEMO.werkstatt)
})
afterAll(() => ctx.close())

const send = (items: unknown[], idempotencyKey?: string) =>
  asSystem(ctx.app, secret, { url: '/api/integration/documents', payload: { items }, idempotencyKey })
const asCustomer = (url: string) => ctx.app.inject({ method: 'GET', url, headers: { cookie } })
const stored = (id: string) => ctx.app.db.selectFrom('documents').selectAll().where('document_id', '=', id).executeTakeFirst()

describe('POST /api/integration/documents', () => {
  it('stores an invoice the customer then finds, opens as PDF and e-invoice; the same content again changes nothing', async () => {
    const first = await send([invoiceItem('IN26-900001')])
    expect(first.statusCode).toBe(200)
    expect(first.json()).toEqual({ applied: { created: 1, updated: 0, unchanged: 0 }, refused: [] })
    const list = (await asCustomer('/api/documents?type=invoice&pageSize=100')).json()
    expect(list.items.map((item: { documentId: string }) => item.documentId)).toContain('IN26-900001')
    const pdf = await asCustomer('/api/documents/IN26-900001/pdf')
    expect(pdf.statusCode).toBe(200)
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')
    const xml = await asCustomer('/api/documents/IN26-900001/xml')
    expect(xml.statusCode).toBe(200)
    expect(xml.body).toContain('IN26-900001')
    expect(xml.body).toContain('<ram:GrandTotalAmount>116.13</ram:GrandTotalAmount>')
    // Buyer defaults to the customer's billing address.
    expect(JSON.parse((await stored('IN26-900001'))?.buyer ?? '{}').name).toBe('Nutzfahrzeug-Werkstatt Brenner GmbH')

    const again = await send([invoiceItem('IN26-900001')])
    expect(again.json().applied).toEqual({ created: 0, updated: 0, unchanged: 1 })
    const paid = await send([invoiceItem('IN26-900001', { status: 'paid' })])
    expect(paid.json().applied).toEqual({ created: 0, updated: 1, unchanged: 0 })
    expect((await stored('IN26-900001'))?.status).toBe('paid')
    expect((await noticesOf(ctx.app, 'invoice-available')).filter((n) => n.documentId === 'IN26-900001')).toEqual([
      { kind: 'invoice-available', customerId: CUSTOMER, documentId: 'IN26-900001' },
    ])
  })

  it('refuses, item by item, an unknown customer, totals that do not add up and a reissue with other content', async () => {
    await send([invoiceItem('IN26-900010')])
    const good = invoiceItem('IN26-900011')
    const response = await send([
      good,
      invoiceItem('IN26-900012', { customer_id: 'NOBODY' }),
      invoiceItem('IN26-900013', { gross: good.gross + 1 }),
      invoiceItem('IN26-900014', { net: good.net + 0.01 }),
      invoiceItem('IN26-900015', { lines: [{ ...good.lines[0], line_total: 75.5 }, good.lines[1]] }),
      invoiceItem('IN26-900016', { vat_breakdown: [{ rate: 19, base: good.net, amount: good.vat_total + 0.05 }] }),
      invoiceItem('IN26-900010', { issued_on: '2026-03-06' }),
      invoiceItem('IN26-900017', { net: null }),
    ])
    expect(response.statusCode).toBe(207)
    const answer = response.json()
    expect(answer.applied).toEqual({ created: 1, updated: 0, unchanged: 0 })
    expect(answer.refused.map((r: { at: string; code: string; field: string }) => [r.at, r.field, r.code])).toEqual([
      ['items[1]', 'customer_id', 'unknown-customer'],
      ['items[2]', 'gross', 'totals-do-not-add-up'],
      ['items[3]', 'net', 'totals-do-not-add-up'],
      ['items[4]', 'lines[0].line_total', 'totals-do-not-add-up'],
      ['items[5]', 'vat_breakdown[0].amount', 'totals-do-not-add-up'],
      ['items[6]', 'document_id', 'document-already-issued'],
      ['items[7]', 'net', 'amounts-missing'],
    ])
    expect(answer.refused[1].reason).toMatch(/^BR-CO-15/)
    expect(answer.refused[2].reason).toMatch(/^BR-CO-10/)
    expect(answer.refused[4].reason).toMatch(/^BR-CO-17/)
    expect(await stored('IN26-900013')).toBeUndefined()
    expect((await stored('IN26-900010'))?.issued_on).toBe('2026-03-05')
  })

  it('refuses a new credit note numbered in the block the shop issues its own from (CNyy-900001 and up)', async () => {
    const note = (id: string) => invoiceItem(id, { type: 'creditnote', credit_note_reason: 'return', due_date: null })
    const answer = (await send([note('CN26-900001'), note('CN26-899999')])).json()
    expect(answer.applied.created).toBe(1)
    expect(answer.refused).toEqual([expect.objectContaining({ at: 'items[0]', field: 'document_id', code: 'reserved-number' })])
    expect(await stored('CN26-900001')).toBeUndefined()
  })

  it('answers a retry with the same Idempotency-Key from the first answer, storing and notifying once', async () => {
    const key = randomUUID()
    const first = await send([invoiceItem('IN26-900020')], key)
    const replay = await send([invoiceItem('IN26-900020')], key)
    expect(replay.statusCode).toBe(200)
    expect(replay.headers['idempotent-replayed']).toBe('true')
    expect(replay.json()).toEqual(first.json())
    expect((await noticesOf(ctx.app, 'invoice-available')).filter((n) => n.documentId === 'IN26-900020')).toHaveLength(1)
  })

  it('serves the PDF the ERP supplied byte for byte, and refuses one that is not a PDF', async () => {
    const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.from(randomUUID()), Buffer.from('\n%%EOF\n')])
    const response = await send([
      invoiceItem('IN26-900030', { pdf_base64: pdf.toString('base64') }),
      invoiceItem('IN26-900031', { pdf_base64: Buffer.from('<html>').toString('base64') }),
    ])
    expect(response.json().refused).toEqual([
      expect.objectContaining({ at: 'items[1]', field: 'pdf_base64', code: 'invalid-pdf' }),
    ])
    const served = await asCustomer('/api/documents/IN26-900030/pdf?languageID=fr')
    expect(served.statusCode).toBe(200)
    expect(served.headers['content-type']).toBe('application/pdf')
    expect(Buffer.compare(served.rawPayload, pdf)).toBe(0)
    // The e-invoice is still made from the stored rows.
    expect((await asCustomer('/api/documents/IN26-900030/xml')).body).toContain('IN26-900030')
  })

  it('links documents both ways, within a batch or to stored ones, and refuses a link to an unknown document', async () => {
    const response = await send([
      deliveryNoteItem('DN26-900040', { related: ['PL26-900040'] }),
      deliveryNoteItem('PL26-900040', { type: 'packinglist', related: ['DN26-900040'] }),
      invoiceItem('IN26-900040', { related: ['DN26-900040'] }),
      invoiceItem('IN26-900041', { related: ['DN26-999999'] }),
      deliveryNoteItem('DN26-900042', { customer_id: 'D1000002' }),
      invoiceItem('IN26-900042', { related: ['DN26-900042'] }),
    ])
    expect(response.json().refused).toEqual([
      expect.objectContaining({ at: 'items[3]', code: 'unknown-related-document' }),
      expect.objectContaining({ at: 'items[5]', code: 'unknown-related-document' }),
    ])
    const links = await ctx.app.db.selectFrom('document_links').selectAll().where('document_id', '=', 'DN26-900040').execute()
    expect(links.map((link) => link.related_id).sort()).toEqual(['IN26-900040', 'PL26-900040'])
    const detail = (await asCustomer('/api/documents/IN26-900040')).json()
    expect(JSON.stringify(detail)).toContain('DN26-900040')
  })

  it('is described in the OpenAPI document with an example request and answer, as are orders and shipments', async () => {
    const docs = (await ctx.app.inject({ method: 'GET', url: '/api/docs' })).json()
    for (const url of ['/api/integration/orders', '/api/integration/documents', '/api/integration/shipments']) {
      const operation = docs.paths[url].post
      expect(operation.tags).toEqual(['integration'])
      expect(operation.requestBody.content['application/json'].example.items).toHaveLength(1)
      expect(operation.responses['207'].content['application/json'].example.refused[0].code).toBe('totals-do-not-add-up')
    }
  })
})

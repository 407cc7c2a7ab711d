import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sentMails } from '../../../mail/eml-test-kit'
import { buildServicesTestApp, type ServicesTestApp } from '../../../test/services-test-kit'

let t: ServicesTestApp
beforeAll(async () => {
  t = await buildServicesTestApp()
})
afterAll(() => t.close())

type Line = Awaited<ReturnType<ServicesTestApp['documentLineOf']>>
const caseLine = (line: Line, qty = 1, more: object = {}) => ({
  documentId: line.document_id,
  position: line.position,
  qty,
  reason: 'wrongPart',
  condition: null,
  remark: '',
  photos: [],
  ...more,
})
const returnCase = (lines: object[], more: object = {}) => ({ kind: 'return', lines, remarks: '', languageID: 'en', ...more })
const returnableOf = async (line: Line, who: 'werkstatt' | 'flotte' = 'werkstatt') => {
  const response = await t.get(`/api/forms/returnable?documentId=${line.document_id}`, who)
  return response.json().lines.find((l: { position: number }) => l.position === line.position)
}
const setDelivered = (line: Line, delivered: number) =>
  t.app.db
    .updateTable('order_lines')
    .set({ delivered_qty: delivered })
    .where('order_number', '=', line.order_number)
    .where('sku_norm', '=', line.sku_norm)
    .execute()
const mails = () => sentMails(t.dataDir)

describe('returnable lines', () => {
  it('lists a delivery note with what was delivered and is not in a live case yet; a rejected case gives its pieces back', async () => {
    const line = await t.documentLineOf('werkstatt', 2, 0)
    const before = await returnableOf(line)
    expect(before).toMatchObject({ sku: line.sku, orderNumber: line.order_number, returnable: line.delivered_qty })
    expect(before).toMatchObject({ deposit: null, isExchangeUnit: false })
    const created = (await t.post('/api/forms', returnCase([caseLine(line, 1)]))).json()
    expect((await returnableOf(line)).returnable).toBe(line.delivered_qty - 1)
    await t.app.db.updateTable('service_forms').set({ status: 'rejected' }).where('id', '=', created.id).execute()
    expect((await returnableOf(line)).returnable).toBe(line.delivered_qty)
  })

  it("is 404 for another customer's or an unknown document, 422 for a document that holds no goods to send back", async () => {
    const other = await t.documentLineOf('flotte')
    expect((await t.get(`/api/forms/returnable?documentId=${other.document_id}`)).statusCode).toBe(404)
    expect((await t.get('/api/forms/returnable?documentId=DN99-999999')).statusCode).toBe(404)
    const packingList = await t.documentOf('werkstatt', 'packinglist')
    const refused = await t.get(`/api/forms/returnable?documentId=${packingList.document_id}`)
    expect(refused.statusCode).toBe(422)
    expect(refused.json().code).toBe('FORM_DOCUMENT_NOT_RETURNABLE')
  })
})

describe('submitting a case', () => {
  it('takes several lines in one case, confirms it by mail once, and lists it with its timeline', async () => {
    const first = await t.documentLineOf('werkstatt', 1, 10)
    const second = await t.documentLineOf('werkstatt', 1, 20)
    const body = returnCase([caseLine(first), caseLine(second, 1, { reason: 'surplus', remark: 'Two left over' })], {
      remarks: 'Picked up by the carrier on Friday.',
    })
    // Earlier tests' confirmations are sent first, so only this case's mails are counted.
    await t.app.formMail.drain()
    const sent = mails().length
    const key = crypto.randomUUID()
    const response = await t.post('/api/forms', body, 'werkstatt', key)
    expect(response.statusCode).toBe(200)
    const created = response.json()
    expect(created.number).toMatch(/^R-\d{6}$/)
    expect(created).toMatchObject({ kind: 'return', status: 'requested', remarks: 'Picked up by the carrier on Friday.' })
    expect(created.lines).toMatchObject([
      { lineNo: 1, documentId: first.document_id, sku: first.sku, qty: 1, reason: 'wrongPart', photoCount: 0 },
      { lineNo: 2, documentId: second.document_id, sku: second.sku, reason: 'surplus', remark: 'Two left over' },
    ])
    expect(created.lines[0].unitCredit.value).toBeGreaterThan(0)
    expect(created.timeline).toMatchObject([{ status: 'requested', by: 'customer' }])
    // A retry with the same key answers the same case and sends no second mail.
    expect((await t.post('/api/forms', body, 'werkstatt', key)).json()).toEqual(created)
    await t.app.formMail.drain()
    const added = mails().slice(sent)
    expect(added).toHaveLength(1)
    const mail = added[0]
    expect(mail?.subject).toBe(`Return request ${created.number} received`)
    expect(mail?.text).toContain(`1 × ${first.sku}`)
    expect(mail?.text).toContain('Surplus stock: Two left over')
    const listed = (await t.get('/api/forms')).json().cases
    expect(listed[0]).toEqual(created)
  })

  it('refuses more pieces than were delivered and not yet sent back, naming the line and the numbers', async () => {
    const line = await t.documentLineOf('werkstatt', 1, 30)
    await setDelivered(line, 2)
    const ok = await t.documentLineOf('werkstatt', 1, 40)
    const tooMany = await t.post('/api/forms', returnCase([caseLine(ok), caseLine(line, 3)]))
    expect(tooMany.statusCode).toBe(422)
    expect(tooMany.json()).toMatchObject({
      code: 'FORM_QTY_TOO_HIGH',
      details: { lineIndex: 1, delivered: 2, inCases: 0, returnable: 2, requested: 3 },
    })
    expect(tooMany.json().message).toContain('Line 2')
    // The same pieces twice in one case (e.g. from the delivery note and from the invoice) count together.
    const twice = await t.post('/api/forms', returnCase([caseLine(line, 2), caseLine(line, 1)]))
    expect(twice.json()).toMatchObject({ code: 'FORM_QTY_TOO_HIGH', details: { lineIndex: 1, requested: 3 } })
    expect((await t.post('/api/forms', returnCase([caseLine(line, 2)]))).statusCode).toBe(200)
    expect((await t.post('/api/forms', returnCase([caseLine(line, 1)]))).json()).toMatchObject({
      code: 'FORM_QTY_TOO_HIGH',
      details: { inCases: 2, returnable: 0 },
    })
    await setDelivered(line, 0)
    const notDelivered = await t.post('/api/forms', returnCase([caseLine(line, 1)]))
    expect(notDelivered.json()).toMatchObject({ code: 'FORM_LINE_NOT_DELIVERED', details: { lineIndex: 0 } })
  })

  it('refuses what does not fit the kind or is not the customer’s, each with its code', async () => {
    const line = await t.documentLineOf('werkstatt', 1, 50)
    const other = await t.documentLineOf('flotte')
    const refusals: Array<[object, string]> = [
      [returnCase([caseLine(other)]), 'FORM_LINE_NOT_FOUND'],
      [returnCase([{ ...caseLine(line), position: 999 }]), 'FORM_LINE_NOT_FOUND'],
      [returnCase([caseLine(line, 1, { reason: 'leaking' })]), 'FORM_REASON_INVALID'],
      [returnCase([caseLine(line, 1, { reason: null })]), 'FORM_REASON_INVALID'],
      [returnCase([caseLine(line, 1, { reason: 'noise', remark: 'noisy' })], { kind: 'warranty' }), 'FORM_DESCRIPTION_TOO_SHORT'],
      [returnCase([caseLine(line, 1, { reason: null })], { kind: 'core' }), 'FORM_CONDITION_REQUIRED'],
      [returnCase([caseLine(line, 0)]), 'VALIDATION_FAILED'],
      [returnCase([]), 'VALIDATION_FAILED'],
    ]
    for (const [body, code] of refusals) {
      const response = await t.post('/api/forms', body)
      expect(response.json().code, JSON.stringify(body)).toBe(code)
    }
    const warranty = await t.post(
      '/api/forms',
      returnCase([caseLine(line, 1, { reason: 'noise', remark: 'Whines above 1,500 rpm' })], {
        kind: 'warranty',
        remarks: 'since the first day',
      }),
    )
    expect(warranty.json().number).toMatch(/^W-/)
  })

  it('keeps cases to their customer, finds one by its number, and hides credits from a caller who may not see prices', async () => {
    const line = await t.documentLineOf('werkstatt', 1, 60)
    const created = (await t.post('/api/forms', returnCase([caseLine(line)]))).json()
    expect((await t.get('/api/forms', 'flotte')).json().cases.some((c: { id: number }) => c.id === created.id)).toBe(false)
    expect((await t.get(`/api/forms/${created.id}/pdf`, 'flotte')).statusCode).toBe(404)
    const found = (await t.get(`/api/forms?q=${created.number}`)).json().cases
    expect(found.map((c: { id: number }) => c.id)).toEqual([created.id])
    expect((await t.get(`/api/forms?q=${created.number.replace('-', '').toLowerCase()}`)).json().cases).toHaveLength(1)
    expect((await t.get(`/api/forms?q=W${created.number.slice(1)}`)).json().cases).toHaveLength(0)
    const byDocument = (await t.get(`/api/forms?q=${line.document_id}`)).json().cases
    expect(byDocument.map((c: { id: number }) => c.id)).toContain(created.id)
    // A wildcard is a character like any other.
    expect((await t.get('/api/forms?q=%25')).json().cases).toEqual([])
    await t.app.db.updateTable('customers').set({ feature_show_price: 0 }).where('customer_id', '=', 'D1000001').execute()
    const hidden = (await t.get(`/api/forms?q=${created.number}`)).json().cases[0]
    expect(hidden.lines[0].unitCredit).toBeNull()
    await t.app.db.updateTable('customers').set({ feature_show_price: 1 }).where('customer_id', '=', 'D1000001').execute()
  })
})

describe('a case number in the information centre', () => {
  it('finds the documents and the orders its lines came from, for its own customer only', async () => {
    const line = await t.documentLineOf('werkstatt', 1, 70)
    const created = (await t.post('/api/forms', returnCase([caseLine(line)]))).json()
    const documents = (await t.get(`/api/documents?pageSize=100&q=${created.number}`)).json()
    expect(documents.items.map((item: { documentId: string }) => item.documentId)).toEqual([line.document_id])
    const orders = (await t.get(`/api/orders?pageSize=100&q=${created.number.toLowerCase()}`)).json()
    expect(orders.items.map((item: { orderNumber: string }) => item.orderNumber)).toContain(line.order_number)
    expect((await t.get(`/api/documents?pageSize=100&q=${created.number}`, 'flotte')).json().items).toEqual([])
  })
})

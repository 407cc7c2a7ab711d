import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { embeddedFontCharacters, pageCount } from '../../../documents/pdf/pdf-inspection'
import { readEml } from '../../../mail/eml-test-kit'
import { buildServicesTestApp, type ServicesTestApp } from '../../../test/services-test-kit'

let t: ServicesTestApp
let line: Awaited<ReturnType<ServicesTestApp['orderLineOf']>>
beforeAll(async () => {
  t = await buildServicesTestApp()
  // Enough pieces for every form these tests submit on it (all forms of a line together may not exceed it).
  line = await t.orderLineOf('werkstatt', 6)
})
afterAll(() => t.close())

const returnForm = () => ({
  kind: 'return',
  orderNumber: line.order_number,
  position: line.position,
  qty: 1,
  reason: 'wrongPart',
  description: 'Delivered the 22.5" drum instead of the disc.',
  languageID: 'en',
})
const mailDir = () => path.join(t.dataDir, 'mail')
const mails = () => (fs.existsSync(mailDir()) ? fs.readdirSync(mailDir()).filter((name) => name.endsWith('.eml')) : [])

describe('forms', () => {
  it('submits a return request for an order line, confirms it by mail once and lists it as submitted', async () => {
    const before = mails().length
    const key = crypto.randomUUID()
    const response = await t.post('/api/forms', returnForm(), 'werkstatt', key)
    expect(response.statusCode).toBe(200)
    const form = response.json()
    expect(form).toMatchObject({ kind: 'return', orderNumber: line.order_number, sku: line.sku, status: 'submitted' })
    expect(form.number).toMatch(/^R-\d{6}$/)
    // A retry with the same key answers the same form and sends no second mail.
    const replay = await t.post('/api/forms', returnForm(), 'werkstatt', key)
    expect(replay.json().id).toBe(form.id)
    await t.app.formMail.drain()
    const added = mails().slice(before)
    expect(added).toHaveLength(1)
    const mail = readEml(fs.readFileSync(path.join(mailDir(), added[0] as string), 'utf8'))
    expect(mail.headers.get('subject')).toBe(`Return request ${form.number} received`)
    expect(mail.text).toContain(`Order: ${line.order_number}`)
    expect(mail.text).toContain('Reason: Wrong part delivered')
    const listed = (await t.get('/api/forms')).json().forms
    expect(listed[0]).toMatchObject({ id: form.id, status: 'submitted' })
  })

  it('prints a submitted form as PDF in the asked language', async () => {
    const form = (
      await t.post('/api/forms', {
        ...returnForm(),
        kind: 'warranty',
        reason: 'leaking',
        description: 'Seal leaks oil after 3,000 km in service.',
      })
    ).json()
    expect(form.number).toMatch(/^W-/)
    const pdf = await t.get(`/api/forms/${form.id}/pdf?languageID=de`)
    expect(pdf.statusCode).toBe(200)
    expect(pdf.headers['content-type']).toBe('application/pdf')
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')
    expect(pageCount(pdf.rawPayload)).toBe(1)
    // German labels (Gewährleistungsantrag) with the documents' embedded font.
    expect(embeddedFontCharacters(pdf.rawPayload).has('ä')).toBe(true)
  })

  it('refuses what does not fit: foreign or unknown order, missing line, too many pieces, wrong reason, short fault description', async () => {
    const other = await t.orderLineOf('flotte')
    const cases: Array<[object, string]> = [
      [{ orderNumber: other.order_number, position: other.position }, 'FORM_ORDER_NOT_FOUND'],
      [{ orderNumber: 'NOPE-1' }, 'FORM_ORDER_NOT_FOUND'],
      [{ position: 999 }, 'FORM_LINE_NOT_FOUND'],
      [{ qty: line.qty + 1 }, 'FORM_QTY_TOO_HIGH'],
      [{ reason: 'leaking' }, 'FORM_REASON_INVALID'],
      [{ kind: 'warranty', reason: 'noise', description: 'noisy' }, 'FORM_DESCRIPTION_TOO_SHORT'],
      [{ qty: 0 }, 'VALIDATION_FAILED'],
      [{ reason: 'whatever' }, 'VALIDATION_FAILED'],
    ]
    for (const [change, code] of cases) {
      const response = await t.post('/api/forms', { ...returnForm(), ...change })
      expect(response.json().code, JSON.stringify(change)).toBe(code)
    }
  })

  it('counts the pieces of all forms of a line: what earlier forms name is no longer free', async () => {
    const rows = await t.app.db
      .selectFrom('service_forms')
      .select((eb) => eb.fn.sum<number>('qty').as('pieces'))
      .where('order_number', '=', line.order_number)
      .where('position', '=', line.position)
      .executeTakeFirstOrThrow()
    const rest = line.qty - Number(rows.pieces ?? 0)
    const tooMany = await t.post('/api/forms', { ...returnForm(), qty: rest + 1 })
    expect(tooMany.json().code).toBe('FORM_QTY_TOO_HIGH')
    expect((await t.post('/api/forms', { ...returnForm(), qty: rest })).statusCode).toBe(200)
    expect((await t.post('/api/forms', returnForm())).json().code).toBe('FORM_QTY_TOO_HIGH')
    // A rejected form gives its pieces back.
    await t.app.db
      .updateTable('service_forms')
      .set({ status: 'rejected' })
      .where('order_number', '=', line.order_number)
      .execute()
    expect((await t.post('/api/forms', returnForm())).statusCode).toBe(200)
  })

  it("keeps forms to their customer: another's list is empty of them, and its PDF is 404", async () => {
    const form = (await t.post('/api/forms', returnForm())).json()
    expect((await t.get('/api/forms', 'flotte')).json().forms.some((f: { id: number }) => f.id === form.id)).toBe(false)
    expect((await t.get(`/api/forms/${form.id}/pdf`, 'flotte')).statusCode).toBe(404)
  })
})

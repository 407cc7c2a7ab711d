import { XMLParser } from 'fast-xml-parser'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { schemaStructureErrors } from '../documents/einvoice/xsd-structure'
import { sentMails } from '../mail/eml-test-kit'
import { buildInfocenterTestApp, type InfocenterTestApp } from '../test/infocenter-test-kit'
import { CaseRefused } from './case-refused'
import { insertTestCase, invoicedLine } from './case-test-kit'
import { type CaseStep, moveCase } from './move-case'

let t: InfocenterTestApp
const CUSTOMER = 'D1000001'
beforeAll(async () => {
  t = await buildInfocenterTestApp()
})
afterAll(() => t.close())

const NOW = '2026-03-02T10:00:00.000Z'
const move = (formId: number, to: CaseStep['to'], note = '') =>
  t.app.db.transaction().execute((trx) => moveCase(trx, { formId, to, actor: 'admin:anna@example.com', note, now: NOW }))
const refusalOf = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  )
  expect(error).toBeInstanceOf(CaseRefused)
  return (error as CaseRefused).code
}
const formRow = (id: number) => t.app.db.selectFrom('service_forms').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
const events = (id: number) =>
  t.app.db.selectFrom('service_form_events').select(['status', 'actor', 'note']).where('form_id', '=', id).orderBy('id').execute()

async function coreCase() {
  const line = await invoicedLine(t.app.db, CUSTOMER)
  const id = await insertTestCase(t.app.db, {
    customerId: CUSTOMER,
    kind: 'core',
    lines: [
      { orderNumber: line.order_number, sku: line.sku, partName: 'Starter 24 V', qty: 2, unitCredit: 180, vatRate: 19 },
      { orderNumber: line.order_number, sku: line.sku, partName: 'Starter 24 V', qty: 1, unitCredit: 45.5, vatRate: 7 },
    ],
  })
  return { id, line }
}

describe('moveCase', () => {
  it('takes no step out of turn, and a rejection or refusal must say why; a refusal writes nothing', async () => {
    const { id } = await coreCase()
    expect(await refusalOf(move(id, 'received'))).toBe('FORM_STEP_NOT_ALLOWED')
    expect(await refusalOf(move(id, 'credited'))).toBe('FORM_STEP_NOT_ALLOWED')
    expect(await refusalOf(move(id, 'rejected', '   '))).toBe('FORM_NOTE_REQUIRED')
    expect(await refusalOf(move(999_999, 'approved'))).toBe('FORM_NOT_FOUND')
    expect((await formRow(id)).status).toBe('requested')
    expect(await events(id)).toHaveLength(1)

    const rejected = await move(id, 'rejected', 'Not one of our parts.')
    expect(rejected).toMatchObject({ status: 'rejected', changed: true, creditNoteId: null })
    expect(await refusalOf(move(id, 'approved'))).toBe('FORM_STEP_NOT_ALLOWED')
    // The same step again (a resend) changes nothing.
    expect((await move(id, 'rejected', 'Not one of our parts.')).changed).toBe(false)
    expect(await events(id)).toEqual([
      { status: 'requested', actor: 'customer', note: '' },
      { status: 'rejected', actor: 'admin:anna@example.com', note: 'Not one of our parts.' },
    ])
  })

  it('credits a core case with a credit note of deposit lines against the invoice of its order, in the documents as PDF and e-invoice', async () => {
    const { id, line } = await coreCase()
    for (const step of ['approved', 'received', 'inspected'] as const) await move(id, step)
    const credited = await move(id, 'credited', 'Both cores complete.')
    const creditNoteId = credited.creditNoteId as string
    expect(creditNoteId).toMatch(/^CN26-9\d{5}$/)
    const form = await formRow(id)
    expect(form).toMatchObject({
      status: 'credited',
      status_note: 'Both cores complete.',
      credit_note_id: creditNoteId,
      updated_at: NOW,
    })
    expect((await events(id)).map((event) => event.status)).toEqual([
      'requested',
      'approved',
      'received',
      'inspected',
      'credited',
    ])

    const note = await t.app.db
      .selectFrom('documents')
      .selectAll()
      .where('document_id', '=', creditNoteId)
      .executeTakeFirstOrThrow()
    // 2 × 180.00 at 19 % and 1 × 45.50 at 7 %: VAT per rate, 428.40 + 48.69.
    expect(note).toMatchObject({
      type: 'creditnote',
      credit_note_reason: 'return',
      customer_id: CUSTOMER,
      net: 405.5,
      vat_total: 71.59,
      gross: 477.09,
    })
    const lines = await t.app.db
      .selectFrom('document_lines')
      .selectAll()
      .where('document_id', '=', creditNoteId)
      .orderBy('position')
      .execute()
    expect(lines.map((l) => [l.line_kind, l.name, l.qty, l.unit_price, l.line_total, l.vat_rate])).toEqual([
      ['deposit', 'Starter 24 V', 2, 180, 360, 19],
      ['deposit', 'Starter 24 V', 1, 45.5, 45.5, 7],
    ])
    const links = await t.app.db.selectFrom('document_links').selectAll().where('document_id', '=', creditNoteId).execute()
    expect(links).toHaveLength(1)
    const invoiceId = links[0]?.related_id as string
    expect(
      await t.app.db
        .selectFrom('document_links')
        .selectAll()
        .where('document_id', '=', invoiceId)
        .where('related_id', '=', creditNoteId)
        .execute(),
    ).toHaveLength(1)
    const invoiceOrders = await t.app.db
      .selectFrom('document_orders')
      .select('order_number')
      .where('document_id', '=', invoiceId)
      .execute()
    expect(invoiceOrders.map((row) => row.order_number)).toContain(line.order_number)

    const list = (await t.get(`/api/documents?type=creditnote&q=${creditNoteId}`)).json()
    expect(list.items.map((item: { documentId: string }) => item.documentId)).toEqual([creditNoteId])
    expect((await t.get(`/api/documents/${creditNoteId}/pdf`)).statusCode).toBe(200)
    const xml = (await t.get(`/api/documents/${creditNoteId}/xml`)).body
    expect(schemaStructureErrors(xml)).toEqual([])
    const cii = new XMLParser({ ignoreAttributes: false, parseTagValue: false }).parse(xml)['rsm:CrossIndustryInvoice']
    expect(cii['rsm:ExchangedDocument']['ram:TypeCode']).toBe('381')
    const settlement = cii['rsm:SupplyChainTradeTransaction']['ram:ApplicableHeaderTradeSettlement']
    expect(settlement['ram:InvoiceReferencedDocument']['ram:IssuerAssignedID']).toBe(invoiceId)
    expect(settlement['ram:SpecifiedTradeSettlementHeaderMonetarySummation']['ram:GrandTotalAmount']).toBe('477.09')

    // The demo contact never chose: the step mails are on by default, one per step, in German.
    await t.app.customerNotices.drain()
    const subjects = sentMails(t.dataDir)
      .map((mail) => mail.subject ?? '')
      .filter((subject) => subject.includes(credited.number))
    expect(subjects).toContain(`Altteilrückgabe ${credited.number}: gutgeschrieben – Achslast Parts`)
    expect(subjects).toHaveLength(4)
  })

  it('refuses to credit a case whose order has no invoice yet (FORM_NOT_INVOICED) and leaves it inspected', async () => {
    const id = await insertTestCase(t.app.db, {
      customerId: CUSTOMER,
      kind: 'return',
      lines: [{ orderNumber: 'A26-999998', sku: 'X-1', partName: 'Brake disc', qty: 1, unitCredit: 80 }],
    })
    for (const step of ['approved', 'received', 'inspected'] as const) await move(id, step)
    expect(await refusalOf(move(id, 'credited'))).toBe('FORM_NOT_INVOICED')
    expect(await formRow(id)).toMatchObject({ status: 'inspected', credit_note_id: null })
    expect(await move(id, 'refused', 'Part shows signs of use.')).toMatchObject({ status: 'refused', creditNoteId: null })
  })

  it('gives a return its credit note as goods lines at the credited price', async () => {
    const line = await invoicedLine(t.app.db, CUSTOMER)
    const id = await insertTestCase(t.app.db, {
      customerId: CUSTOMER,
      kind: 'return',
      lines: [{ orderNumber: line.order_number, sku: line.sku, partName: line.name, qty: 3, unitCredit: 12.34 }],
    })
    for (const step of ['approved', 'received', 'inspected', 'credited'] as const) await move(id, step)
    const { credit_note_id } = await formRow(id)
    const [only] = await t.app.db
      .selectFrom('document_lines')
      .selectAll()
      .where('document_id', '=', credit_note_id as string)
      .execute()
    expect(only).toMatchObject({ line_kind: 'goods', qty: 3, unit_price: 12.34, line_total: 37.02, name: line.name })
  })
})

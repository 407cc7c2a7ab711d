import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { LANGUAGES } from '../../../src/shared/contracts/languages'
import { type CustomerNotice, queueCustomerNotice } from '../../jobs/customer-notices'
import { clearMails, sentMails } from '../../mail/eml-test-kit'
import { asSystem, createIntegrationKey } from '../../routes/api/integration/integration-test-kit'
import { insertTestContact } from '../../test/contact-test-kit'
import { buildInfocenterTestApp, type InfocenterTestApp } from '../../test/infocenter-test-kit'

let t: InfocenterTestApp
const CUSTOMER = 'D1000001'
const ALL_ON = {
  orderConfirmed: true,
  orderShipped: true,
  invoiceAvailable: true,
  backorderChanged: true,
  caseStatus: true,
  coreDue: true,
}
const ALL_OFF = {
  orderConfirmed: false,
  orderShipped: false,
  invoiceAvailable: false,
  backorderChanged: false,
  caseStatus: false,
  coreDue: false,
}
const EN = 'anna@example.com'
const OFF = 'paolo@example.com'
const DISABLED = 'ines@example.com'
const DE = 'werkstatt@example.com'

const addContact = (email: string, language: string, disabled = 0) =>
  insertTestContact(t.app.db, { customerId: CUSTOMER, email, language, disabled })

beforeAll(async () => {
  t = await buildInfocenterTestApp()
  await t.app.repos.mailSettings.set(await addContact(EN, 'en'), ALL_ON)
  await t.app.repos.mailSettings.set(await addContact(OFF, 'it'), ALL_OFF)
  await t.app.repos.mailSettings.set(await addContact(DISABLED, 'es', 1), ALL_ON)
  // The demo contact (German) never chose: the defaults apply.
  // The start-up scan queues a reminder for the demo data's cores due soon (issue 31, to flotte@); on a
  // slower database it went out after the first test had begun counting: it goes before.
  await t.app.coreReminders.scan()
  await t.app.customerNotices.drain()
})
afterAll(() => t.close())
beforeEach(() => clearMails(t.dataDir))

function mailsTo(): Map<string, Array<{ subject: string; text: string }>> {
  const byAddress = new Map<string, Array<{ subject: string; text: string }>>()
  for (const { to, subject, text } of sentMails(t.dataDir)) byAddress.set(to, [...(byAddress.get(to) ?? []), { subject, text }])
  return byAddress
}

async function notify(notice: CustomerNotice) {
  await queueCustomerNotice(t.app.db, notice)
  await t.app.customerNotices.drain()
  return mailsTo()
}

/** The one mail an address got; fails when it got none or more. */
function onlyMail(mails: Map<string, Array<{ subject: string; text: string }>>, to: string) {
  expect(mails.get(to)).toHaveLength(1)
  return (mails.get(to) as Array<{ subject: string; text: string }>)[0] as { subject: string; text: string }
}

const base = () => t.app.config.publicUrl

describe('customer notice mails', () => {
  it('order confirmed: the order number and a link to the order, in each contact’s language', async () => {
    const order = await t.app.db
      .selectFrom('orders')
      .select(['order_number', 'customer_order_reference'])
      .where('customer_id', '=', CUSTOMER)
      .where('customer_order_reference', '<>', '')
      .executeTakeFirstOrThrow()
    const mails = await notify({ kind: 'order-confirmed', customerId: CUSTOMER, orderNumber: order.order_number })
    const en = onlyMail(mails, EN)
    expect(en.subject).toBe(`Order ${order.order_number} confirmed – Achslast Parts`)
    expect(en.text).toContain(`Order number: ${order.order_number}`)
    expect(en.text).toContain(`Your order reference: ${order.customer_order_reference}`)
    expect(en.text).toContain(`${base()}/en/infocenter/orderhistory/${order.order_number}`)
    const de = onlyMail(mails, DE)
    expect(de.subject).toBe(`Auftrag ${order.order_number} bestätigt – Achslast Parts`)
    expect(de.text).toContain(`${base()}/infocenter/orderhistory/${order.order_number}`)
    expect([...mails.keys()].sort()).toEqual([EN, DE].sort())
  })

  it('shipped: carrier, tracking number, tracking link and the order link', async () => {
    const shipment = await t.app.db
      .selectFrom('shipments as s')
      .innerJoin('document_orders as o', 'o.document_id', 's.delivery_note_id')
      .select(['s.shipment_id', 's.carrier', 's.tracking_number', 's.tracking_url', 'o.order_number'])
      .where('s.customer_id', '=', CUSTOMER)
      .where('s.tracking_url', '<>', '')
      .executeTakeFirstOrThrow()
    const mails = await notify({ kind: 'order-shipped', customerId: CUSTOMER, shipmentId: shipment.shipment_id })
    const en = onlyMail(mails, EN)
    expect(en.subject).toContain(shipment.order_number)
    expect(en.text).toContain(`Carrier: ${shipment.carrier}`)
    expect(en.text).toContain(`Tracking number: ${shipment.tracking_number}`)
    expect(en.text).toContain(`Track the shipment: ${shipment.tracking_url}`)
    expect(en.text).toMatch(new RegExp(`${base()}/en/infocenter/orderhistory/[A-Z0-9-]+`))
    expect(onlyMail(mails, DE).text).toContain(`Sendungsnummer: ${shipment.tracking_number}`)
    expect([...mails.keys()].sort()).toEqual([EN, DE].sort())
  })

  it('invoice available: number, gross amount, due date and a link to the document', async () => {
    const invoice = await t.app.db
      .selectFrom('documents')
      .select(['document_id', 'gross', 'due_date', 'currency'])
      .where('customer_id', '=', CUSTOMER)
      .where('type', '=', 'invoice')
      .where('due_date', 'is not', null)
      .executeTakeFirstOrThrow()
    const mails = await notify({ kind: 'invoice-available', customerId: CUSTOMER, documentId: invoice.document_id })
    const en = onlyMail(mails, EN)
    expect(en.subject).toBe(`New invoice ${invoice.document_id} – Achslast Parts`)
    const euros = new Intl.NumberFormat('en-GB', { style: 'currency', currency: invoice.currency }).format(
      invoice.gross as number,
    )
    expect(en.text).toContain(`Amount (gross): ${euros}`)
    const due = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(`${invoice.due_date}T12:00:00Z`),
    )
    expect(en.text).toContain(`Due date: ${due}`)
    expect(en.text).toContain(`${base()}/en/infocenter/salesinvoice?q=${invoice.document_id}`)
    expect(onlyMail(mails, DE).subject).toBe(`Neue Rechnung ${invoice.document_id} – Achslast Parts`)
  })

  it('backorder date changed: order, part and new date — only to who chose it (off by default)', async () => {
    const line = await t.app.db
      .selectFrom('order_lines')
      .select(['order_number', 'sku', 'name', 'expected_date'])
      .where('customer_id', '=', CUSTOMER)
      .where('backordered_qty', '>', 0)
      .where('expected_date', 'is not', null)
      .executeTakeFirstOrThrow()
    const mails = await notify({
      kind: 'backorder-changed',
      customerId: CUSTOMER,
      orderNumber: line.order_number,
      sku: line.sku,
      expectedDate: line.expected_date,
    })
    expect([...mails.keys()]).toEqual([EN])
    const en = onlyMail(mails, EN)
    expect(en.subject).toBe(`New delivery date for ${line.sku} (order ${line.order_number}) – Achslast Parts`)
    expect(en.text).toContain(`Part: ${line.sku} ${line.name}`)
    const date = new Intl.DateTimeFormat('en-GB', { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(`${line.expected_date}T12:00:00Z`),
    )
    expect(en.text).toContain(`Expected delivery date: ${date}`)
    expect(en.text).toContain(`${base()}/en/infocenter/orderhistory/${line.order_number}`)
  })

  it('writes in all eight languages, each with its own link', async () => {
    const order = await t.app.db
      .selectFrom('orders')
      .select('order_number')
      .where('customer_id', '=', CUSTOMER)
      .executeTakeFirstOrThrow()
    const subjects = new Set<string>()
    for (const language of LANGUAGES) {
      await t.app.db.updateTable('contacts').set({ language }).where('email', '=', EN).execute()
      clearMails(t.dataDir)
      const mail = onlyMail(await notify({ kind: 'order-confirmed', customerId: CUSTOMER, orderNumber: order.order_number }), EN)
      subjects.add(mail.subject)
      const prefix = language === 'de' ? '' : `/${language}`
      expect(mail.text).toContain(`${base()}${prefix}/infocenter/orderhistory/${order.order_number}`)
      expect(mail.text).not.toContain('undefined')
    }
    expect(subjects.size).toBe(LANGUAGES.length)
    await t.app.db.updateTable('contacts').set({ language: 'en' }).where('email', '=', EN).execute()
  })

  it('sends nothing for a row that is gone, and the job ends done (not retried)', async () => {
    const mails = await notify({ kind: 'invoice-available', customerId: CUSTOMER, documentId: 'RE-DOES-NOT-EXIST' })
    expect(mails.size).toBe(0)
    const failed = await t.app.db.selectFrom('jobs').select('id').where('state', '<>', 'done').execute()
    expect(failed).toEqual([])
  })

  it('sends nothing to anyone of a blocked customer', async () => {
    const order = await t.app.db
      .selectFrom('orders')
      .select('order_number')
      .where('customer_id', '=', CUSTOMER)
      .executeTakeFirstOrThrow()
    await t.app.db.updateTable('customers').set({ blocked: 1 }).where('customer_id', '=', CUSTOMER).execute()
    try {
      expect((await notify({ kind: 'order-confirmed', customerId: CUSTOMER, orderNumber: order.order_number })).size).toBe(0)
    } finally {
      await t.app.db.updateTable('customers').set({ blocked: 0 }).where('customer_id', '=', CUSTOMER).execute()
    }
  })

  it('an integration change sets the mails off when it has answered, without waiting for the next poll', async () => {
    const { secret } = await createIntegrationKey(t.app, ['stock:write'])
    const invoice = await t.documentOf('werkstatt', 'invoice')
    // Stands for the job a document upsert queues in its own transaction.
    await queueCustomerNotice(t.app.db, { kind: 'invoice-available', customerId: CUSTOMER, documentId: invoice.document_id })
    const answer = await asSystem(t.app, secret, {
      url: '/api/integration/stock',
      payload: { items: [{ article_id: 'NO-SUCH-PART', warehouse: 'W1', quantity: 1 }] },
    })
    expect(answer.statusCode).toBeLessThan(300)
    await vi.waitFor(() => expect(mailsTo().get(EN)).toHaveLength(1), { timeout: 2000 })
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { writeSettings } from '../admin/settings'
import { clearMails, sentMails } from '../mail/eml-test-kit'
import { insertTestContact } from '../test/contact-test-kit'
import { buildInfocenterTestApp, type InfocenterTestApp } from '../test/infocenter-test-kit'
import { scanCoreReminders } from './core-reminder-scan'
import { todayUtc } from './open-cores'
import { dayFromToday, insertCoreCase, insertExchangeUnit } from './open-cores-test-kit'

let t: InfocenterTestApp
const CUSTOMER = 'D1000003'
const SETTINGS = { enabled: true, dueDays: 30, reminderDays: 7 }

async function addContact(email: string, language: string, coreDue: boolean) {
  const contactId = await insertTestContact(t.app.db, { customerId: CUSTOMER, email, language })
  const off = { orderConfirmed: true, orderShipped: true, invoiceAvailable: true, backorderChanged: false, caseStatus: true }
  await t.app.repos.mailSettings.set(contactId, { ...off, coreDue })
}

const mails = () => sentMails(t.dataDir)

async function scanAndSend() {
  const queued = await t.app.coreReminders.scan()
  await t.app.coreReminders.mails.drain()
  return queued
}

beforeAll(async () => {
  t = await buildInfocenterTestApp()
  // The start-up scan's reminders for the demo data go out before the tests count mails.
  await scanAndSend()
  await addContact('ivan@example.com', 'ru', true)
  await addContact('ana@example.com', 'pt', false)
  // Due in 4 days (at risk), in 20 days (not yet), overdue, and at risk but already in a case.
  const units = [
    { orderNumber: 'R31-RISK', sku: 'st-700', deliveredQty: 2, depositUnit: 180, deliveredOn: -26 },
    { orderNumber: 'R31-LATER', sku: 'lm-701', deliveredQty: 1, depositUnit: 90, deliveredOn: -10 },
    { orderNumber: 'R31-LATE', sku: 'tc-702', deliveredQty: 1, depositUnit: 400, deliveredOn: -45 },
    { orderNumber: 'R31-BACK', sku: 'bs-703', deliveredQty: 1, depositUnit: 60, deliveredOn: -25 },
  ]
  for (const unit of units) {
    await insertExchangeUnit(t.app.db, { ...unit, customerId: CUSTOMER, deliveredOn: dayFromToday(unit.deliveredOn) })
  }
  await insertCoreCase(t.app.db, { customerId: CUSTOMER, orderNumber: 'R31-BACK', sku: 'bs-703', qty: 1, status: 'requested' })
  clearMails(t.dataDir)
})
afterAll(() => t.close())

describe('core reminder mails', () => {
  it('mails each contact who wants it, in their language, the cores at risk with due date, deposit and the link', async () => {
    await scanAndSend()
    const sent = mails()
    const toIvan = sent.filter((mail) => mail.to === 'ivan@example.com')
    expect(toIvan).toHaveLength(1)
    expect(sent.filter((mail) => mail.to === 'ana@example.com')).toHaveLength(0)
    const mail = toIvan[0] as { subject: string; text: string }
    expect(mail.subject).toContain('старые агрегаты (2)')
    expect(mail.text).toContain('R31-RISK')
    expect(mail.text).toContain('LS-R31-RISK')
    expect(mail.text).toMatch(/Залог за старый агрегат: 360,00\s€/)
    expect(mail.text).toContain(`${t.app.config.publicUrl}/ru/infocenter/deposits`)
    for (const other of ['R31-LATER', 'R31-LATE', 'R31-BACK']) expect(mail.text).not.toContain(other)
  })

  it('sends a reminder once, however often and on however many instances the scan runs', async () => {
    clearMails(t.dataDir)
    const [a, b] = await Promise.all([
      scanCoreReminders(t.app.db, SETTINGS, todayUtc()),
      scanCoreReminders(t.app.db, SETTINGS, todayUtc()),
    ])
    expect(a + b).toBe(0)
    await scanAndSend()
    expect(mails().filter((mail) => mail.to === 'ivan@example.com')).toHaveLength(0)
    const claimed = await t.app.db.selectFrom('core_reminders').selectAll().where('order_number', 'like', 'R31-%').execute()
    expect(claimed.map((row) => row.order_number)).toEqual(['R31-RISK'])
  })

  it('sends nothing while the shop has the open cores account switched off', async () => {
    await insertExchangeUnit(t.app.db, {
      customerId: CUSTOMER,
      orderNumber: 'R31-OFF',
      sku: 'st-704',
      deliveredQty: 1,
      depositUnit: 180,
      deliveredOn: dayFromToday(-27),
    })
    await writeSettings(t.app.db, { deposits: { ...SETTINGS, enabled: false } })
    t.app.settings.invalidate()
    expect(await scanAndSend()).toBe(0)
    await writeSettings(t.app.db, { deposits: SETTINGS })
    t.app.settings.invalidate()
    clearMails(t.dataDir)
    expect(await scanAndSend()).toBeGreaterThan(0)
    expect(mails().find((mail) => mail.to === 'ivan@example.com')?.text).toContain('R31-OFF')
  })
})

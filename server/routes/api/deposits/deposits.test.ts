import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { writeSettings } from '../../../admin/settings'
import { dayFromToday, insertCoreCase, insertExchangeUnit } from '../../../deposits/open-cores-test-kit'
import { buildInfocenterTestApp, type InfocenterTestApp } from '../../../test/infocenter-test-kit'

let t: InfocenterTestApp
const WERKSTATT = 'D1000001'
type Item = { orderNumber: string; qty: number; inReturnQty: number; state: string; daysLeft: number; dueOn: string }
const ours = (body: { items: Item[] }) => body.items.filter((item) => item.orderNumber.startsWith('T31-'))

beforeAll(async () => {
  t = await buildInfocenterTestApp()
  // Delivered 25 days ago with the default 30 days: due in 5, inside the 7 days of the reminder.
  const units = [
    { customerId: WERKSTATT, orderNumber: 'T31-RISK', sku: 'st-100', deliveredQty: 2, depositUnit: 180, deliveredOn: -25 },
    { customerId: WERKSTATT, orderNumber: 'T31-OPEN', sku: 'lm-200', deliveredQty: 1, depositUnit: 95.5, deliveredOn: -2 },
    { customerId: WERKSTATT, orderNumber: 'T31-LATE', sku: 'tc-300', deliveredQty: 3, depositUnit: 400, deliveredOn: -40 },
    { customerId: WERKSTATT, orderNumber: 'T31-DONE', sku: 'bs-400', deliveredQty: 1, depositUnit: 60, deliveredOn: -10 },
    { customerId: 'D1000003', orderNumber: 'T31-FLOTTE', sku: 'st-100', deliveredQty: 1, depositUnit: 180, deliveredOn: -3 },
  ]
  for (const unit of units) await insertExchangeUnit(t.app.db, { ...unit, deliveredOn: dayFromToday(unit.deliveredOn) })
})
afterAll(() => t.close())

describe('GET /api/deposits', () => {
  it('lists delivered exchange units soonest due first, with the delivery note, due date and state', async () => {
    const response = await t.get('/api/deposits')
    expect(response.statusCode).toBe(200)
    expect(response.headers['cache-control']).toBe('private, no-cache')
    const items = ours(response.json())
    expect(items.map((item) => item.orderNumber)).toEqual(['T31-LATE', 'T31-RISK', 'T31-DONE', 'T31-OPEN'])
    expect(items.map((item) => item.state)).toEqual(['overdue', 'atRisk', 'open', 'open'])
    expect(items[1]).toMatchObject({
      deliveryNoteId: 'LS-T31-RISK',
      deliveryNotePosition: 3,
      qty: 2,
      daysLeft: 5,
      dueOn: dayFromToday(5),
    })
    expect(items[1]).toMatchObject({
      depositUnit: { value: 180, currency: 'EUR' },
      depositTotal: { value: 360, currency: 'EUR' },
    })
  })

  it('a credited core leaves the account; one in a live case counts as in return', async () => {
    await insertCoreCase(t.app.db, { customerId: WERKSTATT, orderNumber: 'T31-DONE', sku: 'bs-400', qty: 1, status: 'credited' })
    await insertCoreCase(t.app.db, { customerId: WERKSTATT, orderNumber: 'T31-LATE', sku: 'tc-300', qty: 1, status: 'received' })
    await insertCoreCase(t.app.db, { customerId: WERKSTATT, orderNumber: 'T31-LATE', sku: 'tc-300', qty: 1, status: 'credited' })
    await insertCoreCase(t.app.db, { customerId: WERKSTATT, orderNumber: 'T31-OPEN', sku: 'lm-200', qty: 1, status: 'rejected' })
    const items = ours((await t.get('/api/deposits')).json())
    expect(items.map((item) => item.orderNumber)).toEqual(['T31-LATE', 'T31-RISK', 'T31-OPEN'])
    // Three delivered, one credited: two open, one of them on its way; the other still overdue.
    expect(items[0]).toMatchObject({ qty: 2, inReturnQty: 1, state: 'overdue' })
    expect(items[2]).toMatchObject({ qty: 1, inReturnQty: 0, state: 'open' })
  })

  it('totals the open and at-risk deposits; nothing of another customer; no amounts without prices', async () => {
    const body = (await t.get('/api/deposits')).json()
    const demoOpen = body.items
      .filter((item: Item) => !item.orderNumber.startsWith('T31-'))
      .reduce((sum: number, item: { depositTotal: { value: number } }) => sum + item.depositTotal.value, 0)
    expect(body.totals.open.value).toBeCloseTo(demoOpen + 800 + 360 + 95.5, 2)
    expect(body.totals.open.currency).toBe('EUR')
    expect(body.totals.atRisk.value).toBeGreaterThanOrEqual(800 + 360)
    const flotte = (await t.get('/api/deposits', 'flotte')).json()
    expect(ours(flotte).map((item) => item.orderNumber)).toEqual(['T31-FLOTTE'])
    expect(ours(body).map((item) => item.orderNumber)).not.toContain('T31-FLOTTE')
    await t.app.db.updateTable('customers').set({ feature_show_price: 0 }).where('customer_id', '=', 'D1000003').execute()
    const hidden = (await t.get('/api/deposits', 'flotte')).json()
    expect(hidden.totals).toBeNull()
    expect(ours(hidden)[0]).toMatchObject({ depositUnit: null, depositTotal: null, qty: 1 })
    await t.app.db.updateTable('customers').set({ feature_show_price: 1 }).where('customer_id', '=', 'D1000003').execute()
  })

  it('follows the due days of the settings, and is 404 once the shop switches the account off', async () => {
    await writeSettings(t.app.db, { deposits: { enabled: true, dueDays: 60, reminderDays: 7 } })
    t.app.settings.invalidate()
    const risk = ours((await t.get('/api/deposits')).json()).find((item) => item.orderNumber === 'T31-RISK')
    expect(risk).toMatchObject({ daysLeft: 35, state: 'open' })
    await writeSettings(t.app.db, { deposits: { enabled: false, dueDays: 30, reminderDays: 7 } })
    t.app.settings.invalidate()
    const off = await t.get('/api/deposits')
    expect(off.statusCode).toBe(404)
    expect(off.json().code).toBe('DEPOSITS_DISABLED')
    await writeSettings(t.app.db, { deposits: { enabled: true, dueDays: 30, reminderDays: 7 } })
    t.app.settings.invalidate()
    expect((await t.app.inject({ method: 'GET', url: '/api/deposits' })).statusCode).toBe(401)
  })
})

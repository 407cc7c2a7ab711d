import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildServicesTestApp, type ServicesTestApp } from '../../../test/services-test-kit'

let t: ServicesTestApp
beforeAll(async () => {
  t = await buildServicesTestApp()
})
afterAll(() => t.close())

const form = (orderNumber: string, position: number, qty: number) => ({
  kind: 'return',
  orderNumber,
  position,
  qty,
  reason: 'wrongPart',
  description: 'Delivered the 22.5" drum instead of the disc.',
  languageID: 'en',
})
const setDelivered = (orderNumber: string, position: number, delivered: number) =>
  t.app.db
    .updateTable('order_lines')
    .set({ delivered_qty: delivered })
    .where('order_number', '=', orderNumber)
    .where('position', '=', position)
    .execute()

describe('forms name delivered pieces only (issue 30)', () => {
  it('refuses a line of which nothing has been delivered yet, with its own code', async () => {
    const line = await t.orderLineOf('werkstatt', 2)
    await setDelivered(line.order_number, line.position, 0)
    const refused = await t.post('/api/forms', form(line.order_number, line.position, 1))
    expect(refused.statusCode).toBe(422)
    expect(refused.json().code).toBe('FORM_LINE_NOT_DELIVERED')
  })

  it('refuses more pieces than have been delivered, and accepts the delivered ones', async () => {
    const line = await t.orderLineOf('werkstatt', 3)
    await setDelivered(line.order_number, line.position, 2)
    const tooMany = await t.post('/api/forms', form(line.order_number, line.position, 3))
    expect(tooMany.statusCode).toBe(422)
    expect(tooMany.json()).toMatchObject({ code: 'FORM_QTY_TOO_HIGH' })
    expect(tooMany.json().message).toContain('2 of the line')
    expect((await t.post('/api/forms', form(line.order_number, line.position, 2))).statusCode).toBe(200)
  })
})

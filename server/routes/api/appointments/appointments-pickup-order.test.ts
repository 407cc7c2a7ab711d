import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { OrderStatus } from '../../../../src/shared/contracts/documents-constants'
import { buildServicesTestApp, type ServicesTestApp } from '../../../test/services-test-kit'

let t: ServicesTestApp
beforeAll(async () => {
  t = await buildServicesTestApp()
})
afterAll(() => t.close())

const setStatus = (orderNumber: string, status: OrderStatus) =>
  t.app.db.updateTable('orders').set({ status }).where('order_number', '=', orderNumber).execute()

describe('a pickup names an order there is something to collect for (issue 30)', () => {
  it('refuses a cancelled or backordered order with APPOINTMENT_ORDER_NOT_READY, books a received one', async () => {
    const { order_number } = await t.orderLineOf('werkstatt')
    const slots: Array<{ startsAt: string }> = (await t.get('/api/appointments/slots?kind=pickup')).json().slots
    const startsAt = slots[0]?.startsAt
    if (!startsAt) throw new Error('no free slots')
    const book = () => t.post('/api/appointments', { kind: 'pickup', startsAt, orderNumber: order_number, note: '' })
    for (const status of ['cancelled', 'backordered'] as const) {
      await setStatus(order_number, status)
      const refused = await book()
      expect(refused.statusCode).toBe(422)
      expect(refused.json()).toMatchObject({ code: 'APPOINTMENT_ORDER_NOT_READY' })
      expect(refused.json().message).toContain(status)
    }
    await setStatus(order_number, 'received')
    expect((await book()).statusCode).toBe(200)
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MAX_OPEN_APPOINTMENTS, slotStarts } from '../../../shop/branch-slots'
import { buildServicesTestApp, type ServicesTestApp } from '../../../test/services-test-kit'

let t: ServicesTestApp
beforeAll(async () => {
  t = await buildServicesTestApp()
})
afterAll(() => t.close())

type Slot = { startsAt: string; free: number }
const slots = async (kind: string, who: 'werkstatt' | 'flotte' = 'werkstatt'): Promise<Slot[]> =>
  (await t.get(`/api/appointments/slots?kind=${kind}`, who)).json().slots
const book = (body: object, who: 'werkstatt' | 'flotte' = 'werkstatt') =>
  t.post('/api/appointments', { orderNumber: null, note: '', ...body }, who)

describe('branch slots', () => {
  it('offers working-day half-hour slots from the cut-off on, the same every time', () => {
    const now = new Date('2026-11-27T10:00:00Z') // a Friday
    const starts = slotStarts(now)
    expect(starts[0]).toBe('2026-11-27T12:00:00.000Z')
    expect(starts.every((start) => ![0, 6].includes(new Date(start).getUTCDay()))).toBe(true)
    expect(starts.every((start) => [0, 30].includes(new Date(start).getUTCMinutes()))).toBe(true)
    expect(slotStarts(now)).toEqual(starts)
  })
})

describe('appointments', () => {
  it('books a pickup tied to an order, lists it, moves it to another slot and cancels it', async () => {
    const order = await t.orderLineOf('werkstatt')
    const [first, second] = await slots('pickup')
    if (!first || !second) throw new Error('no free slots')
    const booked = await book({ kind: 'pickup', startsAt: first.startsAt, orderNumber: order.order_number, note: 'Two pallets' })
    expect(booked.statusCode).toBe(200)
    const appointment = booked.json()
    expect(appointment).toMatchObject({
      kind: 'pickup',
      startsAt: first.startsAt,
      orderNumber: order.order_number,
      changeable: true,
    })
    const listed = (await t.get('/api/appointments')).json()
    expect(listed.branch.name).not.toBe('')
    expect(listed.appointments.map((a: { id: number }) => a.id)).toContain(appointment.id)
    // The booking takes one place of the slot.
    const after = (await slots('pickup')).find((slot) => slot.startsAt === first.startsAt)
    expect(after?.free ?? 0).toBe(first.free - 1)

    const moved = await t.post(`/api/appointments/${appointment.id}/change`, { startsAt: second.startsAt, note: 'One pallet' })
    expect(moved.json()).toMatchObject({ startsAt: second.startsAt, note: 'One pallet' })
    expect((await t.post(`/api/appointments/${appointment.id}/cancel`)).statusCode).toBe(200)
    expect((await t.get('/api/appointments')).json().appointments.some((a: { id: number }) => a.id === appointment.id)).toBe(
      false,
    )
  })

  it('refuses a full slot (per branch), a time that is no slot, a delivery naming an order and a foreign order', async () => {
    const [slot] = await slots('delivery')
    if (!slot) throw new Error('no free slots')
    for (let i = 0; i < slot.free; i++) expect((await book({ kind: 'delivery', startsAt: slot.startsAt })).statusCode).toBe(200)
    expect((await book({ kind: 'delivery', startsAt: slot.startsAt })).json().code).toBe('SLOT_UNAVAILABLE')
    expect((await slots('delivery')).some((s) => s.startsAt === slot.startsAt)).toBe(false)
    // Capacity is per branch: flotte is served from another one (DTFR), where the slot is still open.
    expect((await slots('delivery', 'flotte')).some((s) => s.startsAt === slot.startsAt)).toBe(true)
    expect((await book({ kind: 'pickup', startsAt: '2026-01-01T03:17:00.000Z' })).json().code).toBe('SLOT_UNAVAILABLE')
    expect((await book({ kind: 'pickup', startsAt: 'tomorrow' })).json().code).toBe('VALIDATION_FAILED')
    const [pickup] = await slots('pickup')
    const own = await t.orderLineOf('werkstatt')
    const foreign = await t.orderLineOf('flotte')
    expect((await book({ kind: 'delivery', startsAt: pickup?.startsAt, orderNumber: own.order_number })).json().code).toBe(
      'APPOINTMENT_ORDER_NOT_FOUND',
    )
    expect((await book({ kind: 'pickup', startsAt: pickup?.startsAt, orderNumber: foreign.order_number })).json().code).toBe(
      'APPOINTMENT_ORDER_NOT_FOUND',
    )
  })

  it('refuses to change or cancel after the cut-off (2 hours before)', async () => {
    const [slot] = await slots('pickup')
    const appointment = (await book({ kind: 'pickup', startsAt: slot?.startsAt })).json()
    // The appointment now starts in an hour: as if the customer came back too late.
    const soon = new Date(Date.now() + 3_600_000).toISOString()
    await t.app.db.updateTable('appointments').set({ starts_at: soon }).where('id', '=', appointment.id).execute()
    const listed = (await t.get('/api/appointments')).json().appointments.find((a: { id: number }) => a.id === appointment.id)
    expect(listed.changeable).toBe(false)
    expect((await t.post(`/api/appointments/${appointment.id}/cancel`)).json().code).toBe('APPOINTMENT_CUTOFF_PASSED')
    expect((await t.post(`/api/appointments/${appointment.id}/change`, { startsAt: slot?.startsAt, note: '' })).json().code).toBe(
      'APPOINTMENT_CUTOFF_PASSED',
    )
  })

  it("keeps appointments to their customer: another's is 404 to change or cancel and absent from its list", async () => {
    const [slot] = await slots('pickup')
    const appointment = (await book({ kind: 'pickup', startsAt: slot?.startsAt })).json()
    expect((await t.post(`/api/appointments/${appointment.id}/cancel`, {}, 'flotte')).statusCode).toBe(404)
    expect(
      (await t.post(`/api/appointments/${appointment.id}/change`, { startsAt: slot?.startsAt, note: '' }, 'flotte')).statusCode,
    ).toBe(404)
    expect(
      (await t.get('/api/appointments', 'flotte')).json().appointments.some((a: { id: number }) => a.id === appointment.id),
    ).toBe(false)
  })

  it(`holds at most ${MAX_OPEN_APPOINTMENTS} upcoming appointments per customer; a cancelled one frees a place`, async () => {
    await t.app.db.deleteFrom('appointments').where('customer_id', '=', t.customerOf.werkstatt).execute()
    const free = (await slots('pickup')).slice(0, MAX_OPEN_APPOINTMENTS + 1)
    const booked = []
    for (const slot of free.slice(0, MAX_OPEN_APPOINTMENTS)) {
      const response = await book({ kind: 'pickup', startsAt: slot.startsAt })
      expect(response.statusCode).toBe(200)
      booked.push(response.json().id)
    }
    const last = { kind: 'pickup', startsAt: free[MAX_OPEN_APPOINTMENTS]?.startsAt }
    const refused = await book(last)
    expect(refused.statusCode).toBe(422)
    expect(refused.json().code).toBe('APPOINTMENT_LIMIT_REACHED')
    // Another customer's bookings are its own.
    expect((await book({ kind: 'pickup', startsAt: (await slots('pickup', 'flotte'))[0]?.startsAt }, 'flotte')).statusCode).toBe(
      200,
    )
    expect((await t.post(`/api/appointments/${booked[0]}/cancel`)).statusCode).toBe(200)
    expect((await book(last)).statusCode).toBe(200)
  })
})

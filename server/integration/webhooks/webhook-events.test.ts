import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminCookies, asAdmin } from '../../routes/api/admin/admin-test-kit'
import { buildServicesTestApp, type ServicesTestApp } from '../../test/services-test-kit'
import { startWebhookReceiver } from './test-support/webhook-receiver'

let t: ServicesTestApp
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>
let admin: string
beforeAll(async () => {
  t = await buildServicesTestApp()
  receiver = await startWebhookReceiver()
  admin = await adminCookies(t.app)
  const created = await asAdmin(t.app, admin, {
    method: 'POST',
    url: '/api/admin/webhooks',
    payload: {
      url: receiver.url,
      description: 'Service desk',
      events: ['service_case.submitted', 'appointment.requested'],
      enabled: true,
    },
  })
  receiver.state.secret = created.json().secret
})
afterAll(async () => {
  await receiver.close()
  await t.close()
})

describe('webhook events of the service pages', () => {
  it('a submitted return case is sent once, also when the client sends the same change again', async () => {
    const line = await t.documentLineOf('werkstatt', 2)
    const body = {
      kind: 'return',
      lines: [
        {
          documentId: line.document_id,
          position: line.position,
          qty: 1,
          reason: 'wrongPart',
          condition: null,
          remark: 'Delivered the 22.5" drum instead of the disc.',
          photos: [],
        },
      ],
      remarks: '',
      languageID: 'en',
    }
    const key = randomUUID()
    const form = (await t.post('/api/forms', body, 'werkstatt', key)).json()
    expect((await t.post('/api/forms', body, 'werkstatt', key)).json()).toEqual(form)
    const [got] = await receiver.waitFor(1)
    await t.app.webhooks.drain()
    expect(receiver.received).toHaveLength(1)
    expect(got).toMatchObject({
      verified: true,
      body: { type: 'service_case.submitted', data: { customer: { id: 'D1000001' }, case: form } },
    })
  })

  it('a booked and a moved appointment are each sent as appointment.requested', async () => {
    const free = (await t.get('/api/appointments/slots?kind=delivery')).json().slots as Array<{ startsAt: string }>
    const [first, second] = free
    if (!first || !second) throw new Error('no free slots')
    const booked = (
      await t.post('/api/appointments', { kind: 'delivery', startsAt: first.startsAt, orderNumber: null, note: 'Ramp 2' })
    ).json()
    await t.post(`/api/appointments/${booked.id}/change`, { startsAt: second.startsAt, note: 'Ramp 3' })
    const got = (await receiver.waitFor(3)).slice(1)
    expect(
      got.map((event) => [event.body.type, event.body.data.change, (event.body.data.appointment as { note: string }).note]),
    ).toEqual([
      ['appointment.requested', 'booked', 'Ramp 2'],
      ['appointment.requested', 'changed', 'Ramp 3'],
    ])
    expect(new Set(got.map((event) => event.id)).size).toBe(2)
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildCartTestApp, type CartTestApp } from '../../../checkout/cart-test-kit'
import { startWebhookReceiver } from '../../../integration/webhooks/test-support/webhook-receiver'
import { DEMO } from '../../../test/auth-helpers'
import { adminCookies, asAdmin } from './admin-test-kit'

let t: CartTestApp
let cookies: string
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>
beforeAll(async () => {
  t = await buildCartTestApp(200)
  cookies = await adminCookies(t.app)
  receiver = await startWebhookReceiver()
})
afterAll(async () => {
  await receiver.close()
  await t.close()
})

const admin = (method: 'GET' | 'POST', url: string, payload?: object) =>
  asAdmin(t.app, cookies, { method, url, ...(payload ? { payload } : {}) })
const body = (extra: object = {}) => ({
  url: receiver.url,
  description: 'Navision',
  events: ['contact.delivery_addresses_changed'],
  enabled: true,
  ...extra,
})
const yard = { name: 'Lager Ost', street: 'Am Speicher 5', postalCode: '28217', city: 'Bremen', country: 'DE' }
const auditOf = async (id: string) =>
  (await admin('GET', `/api/admin/audit?target=webhook-endpoint:${id}`)).json().items as Array<{ action: string }>

describe('admin: webhook endpoints', () => {
  it('adds an endpoint, shows its secret once, lists it without, changes it, and audits each step without the secret', async () => {
    const created = await admin('POST', '/api/admin/webhooks', body())
    expect(created.statusCode).toBe(201)
    const { endpoint, secret } = created.json()
    expect(endpoint).toMatchObject({ url: receiver.url, enabled: true, counts: { pending: 0, delivered: 0, failed: 0 } })
    const listed = (await admin('GET', '/api/admin/webhooks')).json().endpoints
    expect(listed).toContainEqual(endpoint)
    expect(JSON.stringify(listed)).not.toContain(secret)
    const changed = await admin('POST', `/api/admin/webhooks/${endpoint.id}`, body({ description: 'Navision 2', enabled: false }))
    expect(changed.json()).toMatchObject({ id: endpoint.id, description: 'Navision 2', enabled: false })
    const audit = await auditOf(endpoint.id)
    expect(audit.map((entry) => entry.action)).toEqual(['webhookEndpoint.update', 'webhookEndpoint.create'])
    expect(audit[0]).toMatchObject({ adminEmail: DEMO.admin.username })
    expect(JSON.stringify(audit)).not.toContain(secret)
  })

  it('refuses other schemes than http and https, and answers 404 for an unknown endpoint', async () => {
    expect((await admin('POST', '/api/admin/webhooks', body({ url: 'file:///etc/passwd' }))).statusCode).toBe(400)
    const unknown = '00000000-0000-4000-8000-000000000000'
    const missing = await admin('POST', `/api/admin/webhooks/${unknown}`, body())
    expect([missing.statusCode, missing.json().code]).toEqual([404, 'WEBHOOK_ENDPOINT_NOT_FOUND'])
    expect((await admin('POST', `/api/admin/webhooks/${unknown}/delete`)).statusCode).toBe(404)
    expect((await admin('GET', `/api/admin/webhooks/${unknown}/deliveries`)).statusCode).toBe(404)
  })

  it('signs with the new secret only once it is rotated', async () => {
    const { endpoint, secret } = (await admin('POST', '/api/admin/webhooks', body())).json()
    const rotated = (await admin('POST', `/api/admin/webhooks/${endpoint.id}/rotate-secret`)).json().secret
    expect(rotated).toMatch(/^whsec_/)
    expect(rotated).not.toBe(secret)
    receiver.state.secret = rotated
    receiver.received.length = 0
    await t.post('/api/addresses', yard)
    const [got] = await receiver.waitFor(1)
    expect(got?.verified).toBe(true)
    expect((await auditOf(endpoint.id))[0]?.action).toBe('webhookEndpoint.rotateSecret')
    await admin('POST', `/api/admin/webhooks/${endpoint.id}/delete`)
  })

  it('deletes an endpoint: 204, its pending deliveries are gone and it is no longer listed', async () => {
    const { endpoint } = (await admin('POST', '/api/admin/webhooks', body())).json()
    receiver.received.length = 0
    receiver.state.answer = () => ({ status: 500 })
    await t.post('/api/addresses', yard)
    await receiver.waitFor(1)
    await t.app.webhooks.drain()
    expect((await admin('GET', `/api/admin/webhooks/${endpoint.id}/deliveries?state=pending`)).json().deliveries).toHaveLength(1)
    expect((await admin('POST', `/api/admin/webhooks/${endpoint.id}/delete`)).statusCode).toBe(204)
    const left = await t.app.db.selectFrom('webhook_deliveries').select('id').where('endpoint_id', '=', endpoint.id).execute()
    expect(left).toEqual([])
    const listed = (await admin('GET', '/api/admin/webhooks')).json().endpoints
    expect(listed.map((e: { id: string }) => e.id)).not.toContain(endpoint.id)
    expect((await auditOf(endpoint.id))[0]?.action).toBe('webhookEndpoint.delete')
  })
})

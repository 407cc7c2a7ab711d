import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO, loginCookie, SAME_ORIGIN } from '../../../test/auth-helpers'
import { buildTestApp } from '../../../test/build-test-app'
import { adminCookies } from '../admin/admin-test-kit'
import { asSystem, createIntegrationKey } from './integration-test-kit'

let ctx: Awaited<ReturnType<typeof buildTestApp>>
let stockKey: string
beforeAll(async () => {
  ctx = await buildTestApp()
  stockKey = (await createIntegrationKey(ctx.app, ['stock:write'])).secret
})
afterAll(() => ctx.close())

const stockBatch = { items: [{ article_id: 'A-1', warehouse: 'HAM', quantity: 3 }] }
const post = (headers: Record<string, string>, url = '/api/integration/stock', payload: object = stockBatch) =>
  ctx.app.inject({ method: 'POST', url, payload, headers: { ...SAME_ORIGIN, 'idempotency-key': randomUUID(), ...headers } })

/** Without an Idempotency-Key a call that passed authentication and scope stops at 400 IDEMPOTENCY_KEY_REQUIRED. */
async function expectAccepted(via: 'bearer' | 'header') {
  const response = await asSystem(ctx.app, stockKey, {
    url: '/api/integration/stock',
    payload: stockBatch,
    idempotencyKey: null,
    via,
  })
  expect(response.statusCode).toBe(400)
  expect(response.json().code).toBe('IDEMPOTENCY_KEY_REQUIRED')
}

describe('integration API: who may call', () => {
  it('takes the key as Bearer or X-Integration-Key', async () => {
    await expectAccepted('bearer')
    await expectAccepted('header')
  })

  it('refuses anonymous callers and unknown keys with 401', async () => {
    const anonymous = await post({})
    expect(anonymous.statusCode).toBe(401)
    expect(anonymous.json().code).toBe('INTEGRATION_KEY_REQUIRED')
    const forged = await post({ 'x-integration-key': `ik_${'A'.repeat(43)}` })
    expect(forged.statusCode).toBe(401)
    expect(forged.json().code).toBe('INTEGRATION_KEY_INVALID')
  })

  it("refuses a customer's session, a customer's API key and an administrator's sessions", async () => {
    const customer = await loginCookie(ctx.app, DEMO.werkstatt)
    expect((await post({ cookie: customer })).statusCode).toBe(403)
    const apiKey = await ctx.app.inject({
      method: 'POST',
      url: '/api/api-keys',
      payload: { name: 'ERP', scopes: ['search', 'cart', 'orders', 'documents'] },
      headers: { ...SAME_ORIGIN, cookie: customer, 'idempotency-key': randomUUID() },
    })
    const { secret } = apiKey.json() as { secret: string }
    expect((await post({ authorization: `Bearer ${secret}` })).statusCode).toBe(403)
    expect((await post({ 'x-api-key': secret })).statusCode).toBe(403)
    // The admin holds a shop session and the admin-service token; neither opens the integration API.
    const admin = await adminCookies(ctx.app)
    const asAdmin = await post({ cookie: admin })
    expect(asAdmin.statusCode).toBe(403)
    expect(asAdmin.json().code).toBe('INTEGRATION_ONLY')
  })

  it('refuses a route outside the key’s scopes with 403', async () => {
    const response = await asSystem(ctx.app, stockKey, {
      url: '/api/integration/prices',
      payload: { items: [{ article_id: 'A-1' }] },
    })
    expect(response.statusCode).toBe(403)
    expect(response.json().code).toBe('INTEGRATION_SCOPE_MISSING')
  })

  it('never makes an integration key a customer: customer routes answer 401', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/orders', headers: { authorization: `Bearer ${stockKey}` } })
    expect(response.statusCode).toBe(401)
  })
})

describe('integration API: batches', () => {
  it('takes 1,000 items and refuses 1,001 with a clear message', async () => {
    const items = (n: number) => Array.from({ length: n }, (_, i) => ({ article_id: `A-${i}`, warehouse: 'HAM', quantity: i }))
    const tooMany = await asSystem(ctx.app, stockKey, { url: '/api/integration/stock', payload: { items: items(1001) } })
    expect(tooMany.statusCode).toBe(400)
    expect(tooMany.json().message).toContain('At most 1,000 items per call')
    const justRight = await asSystem(ctx.app, stockKey, {
      url: '/api/integration/stock',
      payload: { items: items(1000) },
      idempotencyKey: null,
    })
    expect(justRight.json().code).toBe('IDEMPOTENCY_KEY_REQUIRED')
    const none = await asSystem(ctx.app, stockKey, { url: '/api/integration/stock', payload: { items: [] } })
    expect(none.statusCode).toBe(400)
  })

  it('refuses a field the kind does not have, before anything is applied', async () => {
    const response = await asSystem(ctx.app, stockKey, {
      url: '/api/integration/stock',
      payload: { items: [{ article_id: 'A-1', warehouse: 'HAM', qty: 3 }] },
    })
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toContain('qty')
  })

  it('lists the integration routes in the OpenAPI document', async () => {
    const paths = Object.keys((await ctx.app.inject({ method: 'GET', url: '/api/docs' })).json().paths)
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/integration/parts',
        '/api/integration/parts/delete',
        '/api/integration/prices',
        '/api/integration/stock',
        '/api/admin/integration-keys',
        '/api/admin/integration-keys/{id}/revoke',
      ]),
    )
  })
})

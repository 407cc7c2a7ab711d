import { createHash, randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { API_KEY_ROUTE_SCOPES } from '../../../../src/shared/contracts/api-key-scopes'
import { buildServicesTestApp, type ServicesTestApp } from '../../../test/services-test-kit'

let t: ServicesTestApp
beforeAll(async () => {
  t = await buildServicesTestApp()
})
afterAll(() => t.close())

async function createKey(
  scopes: string[],
  name = 'Workshop system',
  who: 'werkstatt' | 'flotte' = 'werkstatt',
  key = randomUUID(),
) {
  const response = await t.post('/api/api-keys', { name, scopes }, who, key)
  expect(response.statusCode).toBe(200)
  return response.json() as { key: { id: string; prefix: string; scopes: string[] }; secret: string | null }
}
const withKey = (
  secret: string,
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
  header: 'bearer' | 'x-api-key' = 'bearer',
) =>
  t.app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: header === 'bearer' ? { authorization: `Bearer ${secret}` } : { 'x-api-key': secret },
  })

describe('API keys', () => {
  it('shows the secret once, stores only its sha256, and lists the key with prefix and scopes', async () => {
    const idempotencyKey = randomUUID()
    const created = await createKey(['orders', 'search'], 'ERP', 'werkstatt', idempotencyKey)
    expect(created.secret).toMatch(/^pk_[A-Za-z0-9_-]{43}$/)
    expect(created.secret?.startsWith(created.key.prefix)).toBe(true)
    const row = await t.app.db.selectFrom('api_keys').selectAll().where('id', '=', created.key.id).executeTakeFirstOrThrow()
    expect(row.key_hash).toBe(
      createHash('sha256')
        .update(created.secret as string)
        .digest('hex'),
    )
    expect(JSON.stringify(row)).not.toContain(created.secret)
    // A retry of the same request answers the same key without the secret, and the stored answer holds none.
    const replay = await createKey(['orders', 'search'], 'ERP', 'werkstatt', idempotencyKey)
    expect(replay).toEqual({ key: created.key, secret: null })
    const stored = await t.app.db
      .selectFrom('idempotency_keys')
      .select('response_body')
      .where('key', '=', idempotencyKey)
      .executeTakeFirstOrThrow()
    expect(stored.response_body).not.toContain(created.secret)
    const listed = (await t.get('/api/api-keys')).json().keys.find((k: { id: string }) => k.id === created.key.id)
    expect(listed).toMatchObject({
      name: 'ERP',
      prefix: created.key.prefix,
      scopes: ['search', 'orders'],
      lastUsedAt: null,
      revokedAt: null,
    })
  })

  it('acts as the customer with exactly its scopes: inside 2xx, outside 403, key management never', async () => {
    const { secret } = await createKey(['orders'])
    const orders = await withKey(secret as string, 'GET', '/api/orders')
    expect(orders.statusCode).toBe(200)
    const own = await t.get('/api/orders')
    expect(orders.json().total).toBe(own.json().total)
    expect((await withKey(secret as string, 'GET', '/api/documents?type=invoice', undefined, 'x-api-key')).json().code).toBe(
      'API_KEY_SCOPE_MISSING',
    )
    expect(
      (await withKey(secret as string, 'POST', '/api/checkout/cart/getQuote', { languageID: 'de', countryID: 'DE' })).statusCode,
    ).toBe(403)
    expect((await withKey(secret as string, 'GET', '/api/api-keys')).statusCode).toBe(403)
    expect((await withKey(secret as string, 'GET', '/api/favourites')).statusCode).toBe(403)
    const last = (await t.get('/api/api-keys')).json().keys.find((k: { prefix: string }) => secret?.startsWith(k.prefix))
    expect(last.lastUsedAt).not.toBeNull()

    const { secret: searchOnly } = await createKey(['search'])
    const search = await withKey(searchOnly as string, 'POST', '/api/search/partSearch', {
      countryID: 'DE',
      languageID: 'de',
      searchTerm: 'filter',
    })
    expect(search.statusCode).toBe(200)
    expect((await withKey(searchOnly as string, 'GET', '/api/orders')).statusCode).toBe(403)
  })

  it('refuses a revoked or unknown key with 401, also on public routes', async () => {
    const created = await createKey(['search', 'orders'])
    const revoked = await t.post(`/api/api-keys/${created.key.id}/revoke`)
    expect(revoked.json().revokedAt).not.toBeNull()
    expect((await withKey(created.secret as string, 'GET', '/api/orders')).json().code).toBe('API_KEY_INVALID')
    expect((await withKey(created.secret as string, 'GET', '/api/categories?languageID=de')).statusCode).toBe(401)
    expect((await withKey('pk_unknown', 'GET', '/api/orders', undefined, 'x-api-key')).statusCode).toBe(401)
  })

  it("keeps keys to their customer: another's key is 404 to revoke and absent from the list", async () => {
    const created = await createKey(['documents'], 'Fleet', 'flotte')
    expect((await t.post(`/api/api-keys/${created.key.id}/revoke`)).statusCode).toBe(404)
    expect((await t.get('/api/api-keys')).json().keys.some((k: { id: string }) => k.id === created.key.id)).toBe(false)
    // The flotte key sees flotte's documents, never werkstatt's.
    const documents = await withKey(created.secret as string, 'GET', '/api/documents?type=invoice')
    expect(documents.statusCode).toBe(200)
  })

  it('refuses bad input: no name, no or unknown scopes, a malformed id', async () => {
    expect((await t.post('/api/api-keys', { name: '', scopes: ['search'] })).json().code).toBe('VALIDATION_FAILED')
    expect((await t.post('/api/api-keys', { name: 'x', scopes: [] })).json().code).toBe('VALIDATION_FAILED')
    expect((await t.post('/api/api-keys', { name: 'x', scopes: ['admin'] })).json().code).toBe('VALIDATION_FAILED')
    expect((await t.post('/api/api-keys/not-a-uuid/revoke')).statusCode).toBe(400)
  })

  it('classifies only routes the app has', () => {
    const routes = new Set(t.app.apiRouteList.map((route) => `${route.method} ${route.url}`))
    expect(Object.keys(API_KEY_ROUTE_SCOPES).filter((route) => !routes.has(route))).toEqual([])
  })
})

import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ERP_CUSTOMER_EXAMPLE, type ErpCustomer } from '../../../../src/shared/contracts/erp-accounts'
import { DEMO, login, sessionCookieOf } from '../../../test/auth-helpers'
import { buildTestApp } from '../../../test/build-test-app'
import { asSystem, createIntegrationKey } from './integration-test-kit'

let ctx: Awaited<ReturnType<typeof buildTestApp>>
let secret: string
beforeAll(async () => {
  ctx = await buildTestApp({ DEMO_USERS: 'true' })
  secret = (await createIntegrationKey(ctx.app, ['customers:write'])).secret
})
afterAll(() => ctx.close())

const push = (items: ErpCustomer[], idempotencyKey?: string) =>
  asSystem(ctx.app, secret, { url: '/api/integration/customers', payload: { items }, idempotencyKey })
const customerRow = (customerId: string) =>
  ctx.app.db.selectFrom('customers').selectAll().where('customer_id', '=', customerId).executeTakeFirst()
const customer = (overrides: Partial<ErpCustomer> = {}): ErpCustomer => ({ ...ERP_CUSTOMER_EXAMPLE, ...overrides })

describe('POST /api/integration/customers', () => {
  it('creates a customer from the ERP, and the same item again changes nothing', async () => {
    const first = await push([customer({ customer_id: 'E-1' })])
    expect(first.statusCode).toBe(200)
    expect(first.json()).toEqual({ applied: { created: 1, updated: 0, unchanged: 0 }, refused: [] })
    const row = await customerRow('E-1')
    expect(row).toMatchObject({
      company_name: 'Spedition Nordlicht GmbH',
      entity_id: 'DTDE',
      billing_postal_code: '20457',
      billing_country: 'DE',
      price_group: 'FL',
      payment_terms_days: 30,
      transport_terms: 'DAP',
      blocked: 0,
      source: 'erp',
      vin_search: 'VIN_and_OE-No.',
    })
    const again = await push([customer({ customer_id: 'E-1' })])
    expect(again.json()).toEqual({ applied: { created: 0, updated: 0, unchanged: 1 }, refused: [] })
    expect(await customerRow('E-1')).toEqual(row)
  })

  it('updates by the customer number and leaves vin_search alone when the ERP does not send it', async () => {
    await push([customer({ customer_id: 'E-2', features: { ...ERP_CUSTOMER_EXAMPLE.features, show_price: false } })])
    const { vin_search: _, ...withoutVin } = customer({ customer_id: 'E-2', name: 'Nordlicht Logistik GmbH', price_group: 'WS' })
    expect((await push([withoutVin])).json().applied).toEqual({ created: 0, updated: 1, unchanged: 0 })
    expect(await customerRow('E-2')).toMatchObject({
      company_name: 'Nordlicht Logistik GmbH',
      price_group: 'WS',
      feature_show_price: 1,
      vin_search: 'VIN_and_OE-No.',
    })
  })

  it('keeps a Leitweg-ID as buyer reference: set, left alone when omitted, cleared by null; a wrong one is a 400', async () => {
    await push([customer({ customer_id: 'E-20', buyer_reference: '991-33333test-33' })])
    expect((await customerRow('E-20'))?.buyer_reference).toBe('991-33333TEST-33')
    const { buyer_reference: _, ...withoutReference } = customer({ customer_id: 'E-20', name: 'Stadt Bremen, Fuhrpark' })
    expect((await push([withoutReference])).json().applied).toEqual({ created: 0, updated: 1, unchanged: 0 })
    expect(await customerRow('E-20')).toMatchObject({
      company_name: 'Stadt Bremen, Fuhrpark',
      buyer_reference: '991-33333TEST-33',
    })
    await push([customer({ customer_id: 'E-20', name: 'Stadt Bremen, Fuhrpark', buyer_reference: null })])
    expect((await customerRow('E-20'))?.buyer_reference).toBeNull()
    const wrongCheckDigits = await push([customer({ customer_id: 'E-21', buyer_reference: '991-33333TEST-34' })])
    expect(wrongCheckDigits.statusCode).toBe(400)
    expect(await customerRow('E-21')).toBeUndefined()
  })

  it('applies the good items and refuses an unknown entity, country, price group or currency with 207', async () => {
    const response = await push([
      customer({ customer_id: 'E-3' }),
      customer({ customer_id: 'E-4', sales_entity: 'XXXX' }),
      customer({ customer_id: 'E-5', billing: { ...ERP_CUSTOMER_EXAMPLE.billing, country: 'QQ' } }),
      customer({ customer_id: 'E-6', price_group: 'GOLD' }),
      customer({ customer_id: 'E-7', currency: 'XYZ' }),
    ])
    expect(response.statusCode).toBe(207)
    const answer = response.json()
    expect(answer.applied).toEqual({ created: 1, updated: 0, unchanged: 0 })
    expect(answer.refused.map((r: { at: string; field: string; code: string }) => [r.at, r.field, r.code])).toEqual([
      ['items[1]', 'sales_entity', 'unknown-entity'],
      ['items[2]', 'billing.country', 'unknown-country'],
      ['items[3]', 'price_group', 'unknown-price-group'],
      ['items[4]', 'currency', 'unknown-currency'],
    ])
    expect(await customerRow('E-4')).toBeUndefined()
  })

  it('answers a replay with the first answer and refuses the same key with another body', async () => {
    const key = randomUUID()
    const first = await push([customer({ customer_id: 'E-8' })], key)
    const replay = await push([customer({ customer_id: 'E-8' })], key)
    expect(replay.headers['idempotent-replayed']).toBe('true')
    expect(replay.json()).toEqual(first.json())
    expect((await push([customer({ customer_id: 'E-8', name: 'Other' })], key)).statusCode).toBe(422)
    expect((await customerRow('E-8'))?.company_name).toBe('Spedition Nordlicht GmbH')
  })

  it('refuses a wrong shape for the whole batch', async () => {
    const response = await asSystem(ctx.app, secret, {
      url: '/api/integration/customers',
      payload: { items: [{ ...customer(), blocked: 'yes' }] },
    })
    expect(response.statusCode).toBe(400)
  })

  it("ends a blocked customer's sessions at once and refuses its login with CUSTOMER_BLOCKED", async () => {
    const session = sessionCookieOf(await login(ctx.app, DEMO.flotte))
    const me = () => ctx.app.inject({ method: 'GET', url: '/api/orders', headers: { cookie: session } })
    expect((await me()).statusCode).toBe(200)
    const row = await ctx.app.db
      .selectFrom('contacts')
      .innerJoin('customers', 'customers.customer_id', 'contacts.customer_id')
      .selectAll('customers')
      .where('contacts.email', '=', DEMO.flotte.username)
      .executeTakeFirstOrThrow()
    const asErp = customer({
      customer_id: row.customer_id,
      sales_entity: row.entity_id,
      billing: { street: row.billing_street, postal_code: '', city: row.billing_city, country: row.billing_country },
      price_group: row.price_group,
      currency: row.currency,
    })
    expect((await push([{ ...asErp, blocked: true }])).statusCode).toBe(200)
    expect((await me()).statusCode).toBe(401)
    const refused = await login(ctx.app, DEMO.flotte)
    expect(refused.statusCode).toBe(403)
    expect(refused.json().code).toBe('CUSTOMER_BLOCKED')
    // Only the right password learns of the block.
    const wrong = await login(ctx.app, { ...DEMO.flotte, password: 'wrong-password-1' })
    expect(wrong.json().code).toBe('INVALID_CREDENTIALS')
    // Lifted again: the contacts log in anew, the session of before stays ended.
    expect((await push([{ ...asErp, blocked: false }])).statusCode).toBe(200)
    expect((await me()).statusCode).toBe(401)
    expect((await login(ctx.app, DEMO.flotte)).statusCode).toBe(200)
  })
})

describe('OpenAPI of the ERP routes', () => {
  it('documents each route with request and answer examples under the integration tag', async () => {
    const paths = (await ctx.app.inject({ method: 'GET', url: '/api/docs' })).json().paths
    for (const url of ['/api/integration/customers', '/api/integration/contacts', '/api/integration/service-cases']) {
      const post = paths[url]?.post
      expect(post?.tags).toEqual(['integration'])
      // One example each: @fastify/swagger writes it as the media type's `example`.
      expect(post?.requestBody.content['application/json'].example.items).toHaveLength(1)
      expect(post?.responses['207'].content['application/json'].example.refused).toHaveLength(1)
    }
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO } from '../../../test/auth-helpers'
import { buildTestApp } from '../../../test/build-test-app'
import { adminCookies, asAdmin } from './admin-test-kit'

let ctx: Awaited<ReturnType<typeof buildTestApp>>
let admin: string
let customerId: string

beforeAll(async () => {
  ctx = await buildTestApp()
  admin = await adminCookies(ctx.app)
  const row = await ctx.app.repos.contacts.byEmailWithCustomer(DEMO.einkauf.username)
  if (!row) throw new Error('demo customer missing')
  customerId = row.customer_id
})
afterAll(() => ctx.close())

const patch = (paymentMethods: unknown) =>
  asAdmin(ctx.app, admin, { method: 'PATCH', url: `/api/admin/customers/${customerId}`, payload: { paymentMethods } })
const stored = async () => (await ctx.app.repos.customers.byId(customerId))?.payment_methods
const auditEntries = async () =>
  (await asAdmin(ctx.app, admin, { method: 'GET', url: `/api/admin/audit?target=customer:${customerId}` })).json()

describe('admin: payment methods per customer (issue 33)', () => {
  it('shows every method the shop offers (null) until a list is set; sets and clears it, each change audited', async () => {
    const detail = await asAdmin(ctx.app, admin, { method: 'GET', url: `/api/admin/customers/${customerId}` })
    expect(detail.json().paymentMethods).toBeNull()

    const set = await patch(['invoice', 'card'])
    expect(set.statusCode).toBe(200)
    expect(set.json().paymentMethods).toEqual(['invoice', 'card'])
    expect(JSON.parse((await stored()) ?? 'null')).toEqual(['invoice', 'card'])
    expect((await auditEntries()).items[0]).toMatchObject({
      action: 'customer.update',
      before: { paymentMethods: null },
      after: { paymentMethods: ['invoice', 'card'] },
    })

    const cleared = await patch(null)
    expect(cleared.json().paymentMethods).toBeNull()
    expect(await stored()).toBeNull()
    expect((await auditEntries()).items[0]).toMatchObject({
      before: { paymentMethods: ['invoice', 'card'] },
      after: { paymentMethods: null },
    })
  })

  it.each([
    ['an empty list: a customer keeps at least one method', []],
    ['an unknown method', ['invoice', 'cheque']],
    ['a method twice', ['card', 'card']],
  ])('refuses %s (400), writing and auditing nothing', async (_what, paymentMethods) => {
    await patch(['prepayment'])
    const total = (await auditEntries()).total
    const refused = await patch(paymentMethods)
    expect(refused.statusCode).toBe(400)
    expect(refused.json()).toMatchObject({ code: 'VALIDATION_FAILED' })
    expect(await stored()).toBe('["prepayment"]')
    expect((await auditEntries()).total).toBe(total)
  })

  it('leaves out a stored id the shop no longer knows instead of failing the page', async () => {
    await ctx.app.repos.customers.update(customerId, { payment_methods: '["paypal","giropay"]' })
    const detail = await asAdmin(ctx.app, admin, { method: 'GET', url: `/api/admin/customers/${customerId}` })
    expect(detail.statusCode).toBe(200)
    expect(detail.json().paymentMethods).toEqual(['paypal'])
  })
})

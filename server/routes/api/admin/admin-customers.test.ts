import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO, login, loginCookie, SAME_ORIGIN } from '../../../test/auth-helpers'
import { buildTestApp } from '../../../test/build-test-app'
import { adminCookies, asAdmin } from './admin-test-kit'

let ctx: Awaited<ReturnType<typeof buildTestApp>>
let admin: string
let customerId: string
let contactId: string

beforeAll(async () => {
  ctx = await buildTestApp()
  admin = await adminCookies(ctx.app)
  const row = await ctx.app.repos.contacts.byEmailWithCustomer(DEMO.einkauf.username)
  if (!row) throw new Error('demo customer missing')
  customerId = row.customer_id
  contactId = row.contact_id
})
afterAll(() => ctx.close())

const features = async (cookie: string) =>
  (await ctx.app.inject({ method: 'POST', url: '/api/getfeatures', payload: {}, headers: { ...SAME_ORIGIN, cookie } })).json()

describe('admin: customers and contacts', () => {
  it('finds a customer by a contact e-mail and shows its contacts', async () => {
    const list = await asAdmin(ctx.app, admin, { method: 'GET', url: '/api/admin/customers?q=EINKAUF@' })
    expect(list.statusCode).toBe(200)
    expect(list.json().items.map((c: { customerId: string }) => c.customerId)).toEqual([customerId])
    const detail = await asAdmin(ctx.app, admin, { method: 'GET', url: `/api/admin/customers/${customerId}` })
    expect(detail.json().contacts[0]).toMatchObject({ email: DEMO.einkauf.username, locked: false })
    // LIKE wildcards are plain letters: `_` and `%` match only themselves.
    expect((await asAdmin(ctx.app, admin, { method: 'GET', url: '/api/admin/customers?q=einkau_' })).json().total).toBe(0)
    expect((await asAdmin(ctx.app, admin, { method: 'GET', url: '/api/admin/customers?q=%25' })).json().total).toBe(0)
  })

  it('a changed flag reaches the customer on the next request, with one audit entry (before/after)', async () => {
    const cookie = await loginCookie(ctx.app, DEMO.einkauf)
    expect((await features(cookie)).showPrice).toBe(false)
    const changed = await asAdmin(ctx.app, admin, {
      method: 'PATCH',
      url: `/api/admin/customers/${customerId}`,
      payload: { features: { showPrice: true, vinSearch: 'VIN_only' }, priceGroup: 'B2', currency: 'CHF' },
    })
    expect(changed.statusCode).toBe(200)
    expect(changed.json()).toMatchObject({
      priceGroup: 'B2',
      currency: 'CHF',
      features: { showPrice: true, vinSearch: 'VIN_only' },
    })
    expect(await features(cookie)).toMatchObject({ showPrice: true, vinSearch: 'VIN_only' })

    const audit = (await asAdmin(ctx.app, admin, { method: 'GET', url: `/api/admin/audit?target=customer:${customerId}` })).json()
    expect(audit.total).toBe(1)
    expect(audit.items[0]).toMatchObject({
      adminEmail: DEMO.admin.username,
      action: 'customer.update',
      before: { features: { showPrice: false }, currency: 'EUR' },
      after: { features: { showPrice: true }, priceGroup: 'B2', currency: 'CHF' },
    })
  })

  it('a refused change writes neither the change nor an audit entry', async () => {
    const before = (await asAdmin(ctx.app, admin, { method: 'GET', url: '/api/admin/audit' })).json().total
    const bad = await asAdmin(ctx.app, admin, {
      method: 'PATCH',
      url: `/api/admin/customers/${customerId}`,
      payload: { currency: 'euro' },
    })
    expect(bad.statusCode).toBe(400)
    const unknown = await asAdmin(ctx.app, admin, {
      method: 'PATCH',
      url: '/api/admin/customers/NOPE',
      payload: { priceGroup: 'X' },
    })
    expect(unknown.statusCode).toBe(404)
    expect((await asAdmin(ctx.app, admin, { method: 'GET', url: '/api/admin/audit' })).json().total).toBe(before)
  })

  it("sets the buyer reference (Leitweg-ID) stored normalised, clears it with '' or null, each change audited", async () => {
    const patch = (buyerReference: string | null) =>
      asAdmin(ctx.app, admin, { method: 'PATCH', url: `/api/admin/customers/${customerId}`, payload: { buyerReference } })
    const auditEntries = async () =>
      (await asAdmin(ctx.app, admin, { method: 'GET', url: `/api/admin/audit?target=customer:${customerId}` })).json().items
    const before = await auditEntries()

    const set = await patch(' 991-33333test-33 ')
    expect(set.statusCode).toBe(200)
    expect(set.json().buyerReference).toBe('991-33333TEST-33')
    const detail = await asAdmin(ctx.app, admin, { method: 'GET', url: `/api/admin/customers/${customerId}` })
    expect(detail.json().buyerReference).toBe('991-33333TEST-33')
    expect((await ctx.app.repos.customers.byId(customerId))?.buyer_reference).toBe('991-33333TEST-33')
    const [setEntry] = await auditEntries()
    expect(setEntry).toMatchObject({
      action: 'customer.update',
      before: { buyerReference: null },
      after: { buyerReference: '991-33333TEST-33' },
    })

    expect((await patch('')).json().buyerReference).toBeNull()
    expect((await ctx.app.repos.customers.byId(customerId))?.buyer_reference).toBeNull()
    await patch('04011000-45')
    expect((await patch(null)).json().buyerReference).toBeNull()
    const entries = await auditEntries()
    expect(entries).toHaveLength(before.length + 4)
    expect(entries[0]).toMatchObject({ before: { buyerReference: '04011000-45' }, after: { buyerReference: null } })
  })

  it('refuses a buyer reference whose check digits do not fit (400), changing and auditing nothing', async () => {
    const auditTotal = async () => (await asAdmin(ctx.app, admin, { method: 'GET', url: '/api/admin/audit' })).json().total
    const total = await auditTotal()
    const bad = await asAdmin(ctx.app, admin, {
      method: 'PATCH',
      url: `/api/admin/customers/${customerId}`,
      payload: { priceGroup: 'B3', buyerReference: '991-33333TEST-34' },
    })
    expect(bad.statusCode).toBe(400)
    expect(bad.json()).toMatchObject({ code: 'VALIDATION_FAILED' })
    expect(bad.json().message).toContain('buyerReference: a Leitweg-ID such as 991-33333TEST-33')
    const row = await ctx.app.repos.customers.byId(customerId)
    expect(row?.price_group).not.toBe('B3')
    expect(await auditTotal()).toBe(total)
  })

  it('locking a contact ends its session at once and refuses its login; unlocking restores it', async () => {
    const cookie = await loginCookie(ctx.app, DEMO.einkauf)
    const lock = await asAdmin(ctx.app, admin, {
      method: 'PUT',
      url: `/api/admin/contacts/${contactId}/lock`,
      payload: { locked: true },
    })
    expect(lock.json()).toEqual({ contactId, locked: true })
    const after = await ctx.app.inject({
      method: 'POST',
      url: '/api/getfeatures',
      payload: {},
      headers: { ...SAME_ORIGIN, cookie },
    })
    expect(after.statusCode).toBe(401)
    expect((await login(ctx.app, DEMO.einkauf)).statusCode).toBe(401)
    await asAdmin(ctx.app, admin, { method: 'PUT', url: `/api/admin/contacts/${contactId}/lock`, payload: { locked: false } })
    expect((await login(ctx.app, DEMO.einkauf)).statusCode).toBe(200)
    const audit = (await asAdmin(ctx.app, admin, { method: 'GET', url: `/api/admin/audit?target=contact:${contactId}` })).json()
    expect(audit.items.map((e: { action: string }) => e.action)).toEqual(['contact.unlock', 'contact.lock'])
  })

  it('refuses to lock the last active administrator (409), writing nothing; with a second one it may', async () => {
    const self = await ctx.app.repos.contacts.byEmailWithCustomer(DEMO.admin.username)
    if (!self) throw new Error('demo admin missing')
    const lockSelf = () =>
      asAdmin(ctx.app, admin, { method: 'PUT', url: `/api/admin/contacts/${self.contact_id}/lock`, payload: { locked: true } })
    const auditOfSelf = async () =>
      (await asAdmin(ctx.app, admin, { method: 'GET', url: `/api/admin/audit?target=contact:${self.contact_id}` })).json().total

    const refused = await lockSelf()
    expect(refused.statusCode).toBe(409)
    expect(refused.json().code).toBe('LAST_ADMIN')
    expect(await auditOfSelf()).toBe(0)
    expect((await ctx.app.repos.contacts.byId(self.contact_id))?.disabled).toBe(0)
    expect((await asAdmin(ctx.app, admin, { method: 'GET', url: '/api/admin/audit' })).statusCode).toBe(200)

    // A locked administrator does not count: the other one is still the last who can log in.
    const second = { ...self, contact_id: `${self.contact_id}-2`, email: 'second-admin@example.com' }
    await ctx.app.repos.contacts.insert({
      contact_id: second.contact_id,
      customer_id: self.customer_id,
      first_name: 'Second',
      last_name: 'Admin',
      email: second.email,
      language: 'de',
      role: 'admin',
      password_hash: self.password_hash,
    })
    const lockSecond = (locked: boolean) =>
      asAdmin(ctx.app, admin, { method: 'PUT', url: `/api/admin/contacts/${second.contact_id}/lock`, payload: { locked } })
    expect((await lockSecond(true)).statusCode).toBe(200)
    expect((await lockSelf()).statusCode).toBe(409)
    expect((await lockSecond(false)).statusCode).toBe(200)
    expect((await lockSelf()).statusCode).toBe(200)
    // Locked out by that, as asked: the demo admin is unlocked directly and logs in again.
    await ctx.app.repos.contacts.setDisabled(self.contact_id, false)
    admin = await adminCookies(ctx.app)
    expect(await auditOfSelf()).toBe(1)
  })

  it('sends the password-reset mail to the contact and records it', async () => {
    const sent = await asAdmin(ctx.app, admin, {
      method: 'POST',
      url: `/api/admin/contacts/${contactId}/reset-mail`,
      payload: {},
    })
    expect(sent.statusCode).toBe(202)
    expect(sent.json()).toEqual({ sent: true })
    const resets = await ctx.app.db
      .selectFrom('password_resets')
      .select('contact_id')
      .where('contact_id', '=', contactId)
      .execute()
    expect(resets).toHaveLength(1)
    const audit = (await asAdmin(ctx.app, admin, { method: 'GET', url: `/api/admin/audit?target=contact:${contactId}` })).json()
    expect(audit.items[0]).toMatchObject({ action: 'contact.resetMail', after: { email: DEMO.einkauf.username } })
  })
})

describe('admin: who gets in', () => {
  it('an administrator with only the shop session must get the admin-service token first', async () => {
    const shop = await loginCookie(ctx.app, DEMO.admin)
    const answer = await ctx.app.inject({ method: 'GET', url: '/api/admin/customers', headers: { ...SAME_ORIGIN, cookie: shop } })
    expect(answer.statusCode).toBe(401)
    expect(answer.json().code).toBe('KIH_REQUIRED')
  })

  it('a customer gets 403, even with an admin-service token signed for a customer', async () => {
    const cookie = await loginCookie(ctx.app, DEMO.werkstatt)
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/admin/jobs', headers: { ...SAME_ORIGIN, cookie } })).statusCode,
    ).toBe(403)
    const row = await ctx.app.repos.contacts.byEmailWithCustomer(DEMO.werkstatt.username)
    if (!row) throw new Error('demo customer missing')
    const kih = await ctx.app.sessionTokens.sign({ sub: row.contact_id, cid: row.customer_id, role: 'customer', gen: 0 }, 'kih')
    const answer = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/jobs',
      headers: { authorization: `Bearer ${kih.token}` },
    })
    expect(answer.statusCode).toBe(403)
  })

  it('logging out of the admin service ends the admin token', async () => {
    const cookies = await adminCookies(ctx.app)
    await asAdmin(ctx.app, cookies, { method: 'POST', url: '/api/logoutKih', payload: {} })
    const kihOnly = cookies.split('; ').find((c) => c.startsWith('kih_session=')) ?? ''
    expect((await asAdmin(ctx.app, kihOnly, { method: 'GET', url: '/api/admin/audit' })).statusCode).toBe(401)
  })
})

import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ERP_CONTACT_EXAMPLE, ERP_CUSTOMER_EXAMPLE, type ErpContact } from '../../../../src/shared/contracts/erp-accounts'
import { readEml } from '../../../mail/eml-test-kit'
import { DEMO, login, SAME_ORIGIN, sessionCookieOf } from '../../../test/auth-helpers'
import { buildTestApp } from '../../../test/build-test-app'
import { asSystem, createIntegrationKey } from './integration-test-kit'

let ctx: Awaited<ReturnType<typeof buildTestApp>>
let secret: string
beforeAll(async () => {
  ctx = await buildTestApp({ PUBLIC_URL: 'https://shop.example.com', DEMO_USERS: 'true' })
  secret = (await createIntegrationKey(ctx.app, ['customers:write'])).secret
  const customers = await asSystem(ctx.app, secret, {
    url: '/api/integration/customers',
    payload: { items: [ERP_CUSTOMER_EXAMPLE] },
  })
  expect(customers.statusCode).toBe(200)
})
afterAll(() => ctx.close())

const push = (items: ErpContact[]) => asSystem(ctx.app, secret, { url: '/api/integration/contacts', payload: { items } })
const contact = (overrides: Partial<ErpContact> = {}): ErpContact => ({ ...ERP_CONTACT_EXAMPLE, ...overrides })
const mailDir = () => path.join(ctx.dataDir, 'mail')
const mails = () =>
  fs.existsSync(mailDir())
    ? fs
        .readdirSync(mailDir())
        .filter((name) => name.endsWith('.eml'))
        .sort()
    : []
const readMail = (name: string) => readEml(fs.readFileSync(path.join(mailDir(), name), 'utf8'))

describe('POST /api/integration/contacts', () => {
  it('invites a new contact once, in its language; the link sets a password that logs in', async () => {
    const before = mails()
    const item = contact({ contact_id: 'C-1', email: 'Jana.Petersen@Nordlicht.example', language: 'en' })
    expect((await push([item])).json()).toEqual({ applied: { created: 1, updated: 0, unchanged: 0 }, refused: [] })
    // The same contact again (another key): unchanged, no second invitation.
    expect((await push([item])).json().applied).toEqual({ created: 0, updated: 0, unchanged: 1 })
    await ctx.app.contactInvitations.drain()
    const added = mails().filter((name) => !before.includes(name))
    expect(added).toHaveLength(1)
    const mail = readMail(added[0] as string)
    expect(mail.headers.get('to')).toContain('jana.petersen@nordlicht.example')
    expect(mail.headers.get('subject')).toBe('Your access to the parts shop – Achslast Parts')
    expect(mail.text).toContain('Spedition Nordlicht GmbH')
    expect(mail.text).toContain('seven days')
    const token = /https:\/\/shop\.example\.com\/en\/password-reset\/([\w-]{43})/.exec(mail.text)?.[1]
    if (!token) throw new Error(`no invitation link in ${mail.text}`)
    // No password yet: nothing logs in before the invitation is used.
    expect((await login(ctx.app, { username: 'jana.petersen@nordlicht.example', password: '' })).statusCode).not.toBe(200)
    const check = await ctx.app.inject({ method: 'GET', url: `/api/password/reset/${token}` })
    expect(Date.parse(check.json().expiresAt) - Date.now()).toBeGreaterThan(6 * 24 * 3600 * 1000)
    const set = await ctx.app.inject({
      method: 'POST',
      url: `/api/password/reset/${token}`,
      headers: SAME_ORIGIN,
      payload: { password: 'Nordlicht-2026!' },
    })
    expect(set.statusCode).toBeLessThan(300)
    const session = await login(ctx.app, { username: 'jana.petersen@nordlicht.example', password: 'Nordlicht-2026!' })
    expect(session.statusCode).toBe(200)
    expect(session.json().userInfo).toMatchObject({ customerId: '40117', contactId: 'C-1' })
  })

  it('refuses an unknown customer and an e-mail address another contact logs in with', async () => {
    const before = mails()
    const response = await push([
      contact({ contact_id: 'C-2', customer_id: '40999', email: 'c2@nordlicht.example' }),
      contact({ contact_id: 'C-3', email: DEMO.werkstatt.username }),
      contact({ contact_id: 'C-4', email: 'c4@nordlicht.example' }),
      contact({ contact_id: 'C-5', email: 'c4@nordlicht.example' }),
    ])
    expect(response.statusCode).toBe(207)
    expect(response.json().refused.map((r: { at: string; code: string }) => [r.at, r.code])).toEqual([
      ['items[0]', 'unknown-customer'],
      ['items[1]', 'email-taken'],
      ['items[3]', 'email-taken'],
    ])
    await ctx.app.contactInvitations.drain()
    expect(mails().filter((name) => !before.includes(name))).toHaveLength(1)
    const stored = await ctx.app.db
      .selectFrom('contacts')
      .select('contact_id')
      .where('contact_id', 'in', ['C-2', 'C-3', 'C-5'])
      .execute()
    expect(stored).toEqual([])
  })

  it("ends a disabled contact's sessions at once", async () => {
    const row = await ctx.app.db
      .selectFrom('contacts')
      .selectAll()
      .where('email', '=', DEMO.einkauf.username)
      .executeTakeFirstOrThrow()
    const session = sessionCookieOf(await login(ctx.app, DEMO.einkauf))
    const me = () => ctx.app.inject({ method: 'GET', url: '/api/orders', headers: { cookie: session } })
    expect((await me()).statusCode).toBe(200)
    const asErp = contact({
      contact_id: row.contact_id,
      customer_id: row.customer_id,
      email: row.email,
      first_name: row.first_name,
      last_name: row.last_name,
      language: 'de',
      role: row.role,
    })
    expect((await push([{ ...asErp, disabled: true }])).statusCode).toBe(200)
    expect((await me()).statusCode).toBe(401)
    expect((await login(ctx.app, DEMO.einkauf)).statusCode).toBe(401)
    await push([asErp])
    expect((await me()).statusCode).toBe(401)
    expect((await login(ctx.app, DEMO.einkauf)).statusCode).toBe(200)
  })
})

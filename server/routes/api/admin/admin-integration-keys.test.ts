import { createHash } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO, loginCookie, SAME_ORIGIN } from '../../../test/auth-helpers'
import { buildTestApp } from '../../../test/build-test-app'
import { asSystem, createIntegrationKey } from '../integration/integration-test-kit'
import { adminCookies, asAdmin } from './admin-test-kit'

let ctx: Awaited<ReturnType<typeof buildTestApp>>
let cookies: string
beforeAll(async () => {
  ctx = await buildTestApp()
  cookies = await adminCookies(ctx.app)
})
afterAll(() => ctx.close())

const listKeys = async () => (await asAdmin(ctx.app, cookies, { method: 'GET', url: '/api/admin/integration-keys' })).json().keys
const auditOf = async (id: string) =>
  (await asAdmin(ctx.app, cookies, { method: 'GET', url: `/api/admin/audit?target=integration-key:${id}` })).json().items
/** Past authentication and scope, a batch without an Idempotency-Key stops at 400: the key was accepted. */
const accepted = (secret: string, via: 'bearer' | 'header' = 'bearer') =>
  asSystem(ctx.app, secret, {
    url: '/api/integration/stock',
    payload: { items: [{ article_id: 'X' }] },
    idempotencyKey: null,
    via,
  })

describe('admin: integration keys', () => {
  it('shows the secret once, stores only its sha256, lists the key without it, and audits the creation', async () => {
    const created = await createIntegrationKey(ctx.app, ['parts:write', 'stock:write'], 'PIM')
    expect(created.secret).toMatch(/^ik_[A-Za-z0-9_-]{43}$/)
    expect(created.secret.startsWith(created.key.prefix)).toBe(true)
    expect(created.key).toMatchObject({ name: 'PIM', scopes: ['parts:write', 'stock:write'], createdBy: DEMO.admin.username })
    const row = await ctx.app.db
      .selectFrom('integration_keys')
      .selectAll()
      .where('id', '=', created.key.id)
      .executeTakeFirstOrThrow()
    expect(row.secret_hash).toBe(createHash('sha256').update(created.secret).digest('hex'))
    expect(JSON.stringify(row)).not.toContain(created.secret)
    const listed = (await listKeys()).find((k: { id: string }) => k.id === created.key.id)
    expect(listed).toEqual({ ...created.key })
    expect(JSON.stringify(await listKeys())).not.toContain(created.secret)
    const [entry] = await auditOf(created.key.id)
    expect(entry).toMatchObject({ action: 'integrationKey.create', adminEmail: DEMO.admin.username })
    expect(JSON.stringify(entry)).not.toContain(created.secret)
  })

  it('records when a key was last used, at most once a minute', async () => {
    const { key, secret } = await createIntegrationKey(ctx.app, ['stock:write'])
    expect(key.lastUsedAt).toBeNull()
    expect((await accepted(secret)).statusCode).toBe(400)
    const first = (await listKeys()).find((k: { id: string }) => k.id === key.id).lastUsedAt
    expect(first).not.toBeNull()
    expect((await accepted(secret, 'header')).statusCode).toBe(400)
    expect((await listKeys()).find((k: { id: string }) => k.id === key.id).lastUsedAt).toBe(first)
  })

  it('revokes a key: its calls answer 401 from then on, and the revocation is audited', async () => {
    const { key, secret } = await createIntegrationKey(ctx.app, ['stock:write'])
    const revoke = await asAdmin(ctx.app, cookies, {
      method: 'POST',
      url: `/api/admin/integration-keys/${key.id}/revoke`,
      payload: {},
    })
    expect(revoke.statusCode).toBe(200)
    expect(revoke.json().revokedAt).not.toBeNull()
    const refused = await accepted(secret)
    expect(refused.statusCode).toBe(401)
    expect(refused.json().code).toBe('INTEGRATION_KEY_INVALID')
    expect((await auditOf(key.id)).map((e: { action: string }) => e.action)).toEqual([
      'integrationKey.revoke',
      'integrationKey.create',
    ])
    const unknown = await asAdmin(ctx.app, cookies, {
      method: 'POST',
      url: '/api/admin/integration-keys/00000000-0000-4000-8000-000000000000/revoke',
      payload: {},
    })
    expect(unknown.statusCode).toBe(404)
  })

  it('refuses a customer and checks the body', async () => {
    const customer = await loginCookie(ctx.app, DEMO.werkstatt)
    const asCustomer = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/integration-keys',
      payload: { name: 'x', scopes: ['parts:write'] },
      headers: { ...SAME_ORIGIN, cookie: customer },
    })
    expect(asCustomer.statusCode).toBe(403)
    const noScopes = await asAdmin(ctx.app, cookies, {
      method: 'POST',
      url: '/api/admin/integration-keys',
      payload: { name: 'x', scopes: [] },
    })
    expect(noScopes.statusCode).toBe(400)
    const unknownScope = await asAdmin(ctx.app, cookies, {
      method: 'POST',
      url: '/api/admin/integration-keys',
      payload: { name: 'x', scopes: ['invoices:delete'] },
    })
    expect(unknownScope.statusCode).toBe(400)
  })
})

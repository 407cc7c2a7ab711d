import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { adminCookies } from '../routes/api/admin/admin-test-kit'
import { DEMO, loginCookie } from '../test/auth-helpers'
import { buildTestApp } from '../test/build-test-app'

let ctx: Awaited<ReturnType<typeof buildTestApp>>
const url = '/assets/kihadmin-abc123.js'

beforeAll(async () => {
  ctx = await buildTestApp()
  fs.writeFileSync(path.join(ctx.dataDir, '..', 'dist', 'assets', 'kihadmin-abc123.js'), 'export const admin = 1')
})
afterAll(() => ctx.close())

describe('the admin chunk', () => {
  it('goes only to an administrator with the admin-service token, never into a shared cache', async () => {
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(403)
    const customer = await loginCookie(ctx.app, DEMO.werkstatt)
    expect((await ctx.app.inject({ method: 'GET', url, headers: { cookie: customer } })).statusCode).toBe(403)
    const adminShopOnly = await loginCookie(ctx.app, DEMO.admin)
    expect((await ctx.app.inject({ method: 'GET', url, headers: { cookie: adminShopOnly } })).statusCode).toBe(403)
    const admin = await ctx.app.inject({ method: 'GET', url, headers: { cookie: await adminCookies(ctx.app) } })
    expect(admin.statusCode).toBe(200)
    expect(admin.headers['cache-control']).toBe('private, max-age=31536000, immutable')
  })

  it("leaves the shop's own assets public", async () => {
    const shop = await ctx.app.inject({ method: 'GET', url: '/assets/index-abc123.js' })
    expect(shop.statusCode).toBe(200)
    expect(shop.headers['cache-control']).toContain('public')
  })
})

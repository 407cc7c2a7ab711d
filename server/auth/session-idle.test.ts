import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO, loginCookie } from '../test/auth-helpers'
import { buildTestApp } from '../test/build-test-app'

let ctx: Awaited<ReturnType<typeof buildTestApp>>
beforeAll(async () => {
  ctx = await buildTestApp()
})
afterAll(() => ctx.close())

const nowSeconds = () => Math.floor(Date.now() / 1000)
const savedCarts = (cookie: string) => ctx.app.inject({ method: 'GET', url: '/api/saved-carts', headers: { cookie } })
/** As if the session had last been used `seconds` ago. */
const lastUsed = (seconds: number) =>
  ctx.app.db
    .updateTable('session_activity')
    .set({ last_seen: nowSeconds() - seconds })
    .execute()

describe('idle session timeout (default 2 hours)', () => {
  it('a session used within the idle time goes on, and its use is recorded', async () => {
    const cookie = await loginCookie(ctx.app, DEMO.werkstatt)
    await lastUsed(61)
    expect((await savedCarts(cookie)).statusCode).toBe(200)
    await lastUsed(2 * 3600 - 60)
    expect((await savedCarts(cookie)).statusCode).toBe(200)
    const [row] = await ctx.app.db.selectFrom('session_activity').select('last_seen').execute()
    expect(nowSeconds() - (row?.last_seen ?? 0)).toBeLessThan(5)
  })

  it('a session unused for longer answers 401 SESSION_INVALID', async () => {
    await ctx.app.db.deleteFrom('session_activity').execute()
    const cookie = await loginCookie(ctx.app, DEMO.flotte)
    expect((await savedCarts(cookie)).statusCode).toBe(200)
    await lastUsed(2 * 3600 + 1)
    const idle = await savedCarts(cookie)
    expect(idle.statusCode).toBe(401)
    expect(idle.json().code).toBe('SESSION_INVALID')
  })
})

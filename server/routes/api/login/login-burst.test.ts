import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LOGIN_DELAYS } from '../../../shop/login-limits'
import { DEMO, login } from '../../../test/auth-helpers'
import { buildTestApp } from '../../../test/build-test-app'

let ctx: Awaited<ReturnType<typeof buildTestApp>>
beforeAll(async () => {
  ctx = await buildTestApp()
})
afterAll(() => ctx.close())

describe('failed-login limit under a burst', () => {
  it('250 wrong passwords sent at once get only the free attempts checked; the rest answer 429', async () => {
    const burst = await Promise.all(
      Array.from({ length: 250 }, (_, i) => login(ctx.app, { username: DEMO.werkstatt.username, password: `guess-${i}` })),
    )
    const checked = burst.filter((response) => response.statusCode === 401).length
    const refused = burst.filter((response) => response.statusCode === 429).length
    // The free attempts, plus one per doubling wait (2, 4, 8 s …) that passes while a slow machine works through the burst.
    expect(checked).toBeLessThanOrEqual(LOGIN_DELAYS.perAccount.free + 3)
    expect(checked + refused).toBe(250)
  }, 120_000)

  it('a successful login does not use up the limit', async () => {
    for (let i = 0; i < 3; i++) expect((await login(ctx.app, DEMO.flotte)).statusCode).toBe(200)
    const counters = await ctx.app.db.selectFrom('auth_counters').selectAll().where('key', 'like', '%flotte%').execute()
    expect(counters.every((row) => row.count === 0)).toBe(true)
  })
})

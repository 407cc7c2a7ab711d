import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO, login } from '../../../test/auth-helpers'
import { buildTestApp } from '../../../test/build-test-app'

let ctx: Awaited<ReturnType<typeof buildTestApp>>
beforeAll(async () => {
  ctx = await buildTestApp()
})
afterAll(() => ctx.close())

describe('brute-force lockout', () => {
  it('evaluates 100 failed attempts per account and hour, then answers 429 with Retry-After — even for the right password', async () => {
    for (let i = 0; i < 100; i++) {
      const response = await login(ctx.app, { username: DEMO.werkstatt.username, password: `guess-${i}` })
      expect(response.statusCode).toBe(401)
    }
    const locked = await login(ctx.app, DEMO.werkstatt)
    expect(locked.statusCode).toBe(429)
    expect(locked.json().code).toBe('TOO_MANY_ATTEMPTS')
    const retryAfter = Number(locked.headers['retry-after'])
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(3600)

    // Another account is not affected.
    expect((await login(ctx.app, DEMO.flotte)).statusCode).toBe(200)
  }, 60_000)

  it('lets the account in again once the hour has passed', async () => {
    await ctx.app.db
      .updateTable('auth_counters')
      .set({ window_start: Math.floor(Date.now() / 1000) - 3601 })
      .execute()
    expect((await login(ctx.app, DEMO.werkstatt)).statusCode).toBe(200)
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO, loginCookie, SAME_ORIGIN } from '../../../test/auth-helpers'
import { buildTestApp } from '../../../test/build-test-app'

let ctx: Awaited<ReturnType<typeof buildTestApp>>
beforeAll(async () => {
  ctx = await buildTestApp()
})
afterAll(() => ctx.close())

describe('addVinSuggestion with a session that ended', () => {
  it('answers 401 SESSION_INVALID (log in again), not LOGIN_REQUIRED', async () => {
    const cookie = await loginCookie(ctx.app, DEMO.werkstatt)
    const headers = { cookie, ...SAME_ORIGIN }
    expect((await ctx.app.inject({ method: 'POST', url: '/api/logout', headers })).statusCode).toBeLessThan(300)
    const add = await ctx.app.inject({
      method: 'POST',
      url: '/api/search/addVinSuggestion',
      headers,
      payload: { limit: 5, vinNumber: 'WMA06XZZ8GM000001' },
    })
    expect(add.statusCode).toBe(401)
    expect(add.json().code).toBe('SESSION_INVALID')
  })
})

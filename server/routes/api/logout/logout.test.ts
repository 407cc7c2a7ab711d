import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO, login, SAME_ORIGIN, sessionCookieOf } from '../../../test/auth-helpers'
import { buildTestApp } from '../../../test/build-test-app'

let ctx: Awaited<ReturnType<typeof buildTestApp>>
beforeAll(async () => {
  ctx = await buildTestApp()
})
afterAll(() => ctx.close())

const features = (headers: Record<string, string>) =>
  ctx.app.inject({ method: 'POST', url: '/api/getfeatures', headers: { ...SAME_ORIGIN, ...headers } })

describe('POST /api/logout', () => {
  it('revokes the token server-side: the old cookie and the old Bearer token are refused afterwards', async () => {
    const response = await login(ctx.app, DEMO.werkstatt)
    const cookie = sessionCookieOf(response)
    const bearer = `Bearer ${response.json().accessToken}`
    expect((await features({ cookie })).statusCode).toBe(200)

    const logout = await ctx.app.inject({ method: 'POST', url: '/api/logout', headers: { ...SAME_ORIGIN, cookie } })
    expect(logout.statusCode).toBe(204)
    const cleared = String(logout.headers['set-cookie'])
    expect(cleared).toMatch(/^session=;/)
    expect(cleared).toContain('Expires=Thu, 01 Jan 1970')

    for (const headers of [{ cookie }, { authorization: bearer }] as Array<Record<string, string>>) {
      const after = await features(headers)
      expect(after.statusCode).toBe(401)
      expect(after.json().code).toBe('SESSION_INVALID')
    }
  })

  it('ends only that session: another login of the same person keeps working', async () => {
    const first = sessionCookieOf(await login(ctx.app, DEMO.flotte))
    const second = sessionCookieOf(await login(ctx.app, DEMO.flotte))
    await ctx.app.inject({ method: 'POST', url: '/api/logout', headers: { ...SAME_ORIGIN, cookie: first } })
    expect((await features({ cookie: first })).statusCode).toBe(401)
    expect((await features({ cookie: second })).statusCode).toBe(200)
  })

  it('answers 204 without a session too, so the SPA can always call it', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/logout', headers: SAME_ORIGIN })
    expect(response.statusCode).toBe(204)
  })
})

describe('POST /api/loginKih and /api/logoutKih', () => {
  it('gives administrators a second token for the admin service and revokes it', async () => {
    const cookie = sessionCookieOf(await login(ctx.app, DEMO.admin))
    const response = await ctx.app.inject({ method: 'POST', url: '/api/loginKih', headers: { ...SAME_ORIGIN, cookie } })
    expect(response.statusCode).toBe(200)
    const kihToken = response.json().accessToken as string
    expect(kihToken.split('.')).toHaveLength(3)
    expect(String(response.headers['set-cookie'])).toMatch(/^kih_session=.*HttpOnly.*Secure.*SameSite=Strict/)
    // The admin-service token is not a shop session.
    expect((await features({ authorization: `Bearer ${kihToken}` })).statusCode).toBe(401)

    expect(await ctx.app.sessionTokens.verify(kihToken, 'kih')).not.toBeNull()
    const logout = await ctx.app.inject({
      method: 'POST',
      url: '/api/logoutKih',
      headers: { ...SAME_ORIGIN, cookie: `kih_session=${kihToken}` },
    })
    expect(logout.statusCode).toBe(204)
    const claims = await ctx.app.sessionTokens.verify(kihToken, 'kih')
    expect(claims && (await ctx.app.repos.sessions.isRevoked(claims.jti))).toBe(true)
  })

  it('ends a Bearer admin token on logout, whether the admin area or the shop is left', async () => {
    const adminApi = (token: string) =>
      ctx.app.inject({ method: 'GET', url: '/api/admin/audit', headers: { authorization: `Bearer ${token}` } })
    const kihTokenOf = async (cookie: string) =>
      (await ctx.app.inject({ method: 'POST', url: '/api/loginKih', headers: { ...SAME_ORIGIN, cookie } })).json()
        .accessToken as string

    // Leaving the admin area with the token in a Bearer header (an API tool) revokes that token.
    const first = await kihTokenOf(sessionCookieOf(await login(ctx.app, DEMO.admin)))
    expect((await adminApi(first)).statusCode).toBe(200)
    const leave = await ctx.app.inject({
      method: 'POST',
      url: '/api/logoutKih',
      headers: { ...SAME_ORIGIN, authorization: `Bearer ${first}` },
    })
    expect(leave.statusCode).toBe(204)
    expect((await adminApi(first)).statusCode).toBe(401)

    // Logging out of the shop ends the admin token issued to that session, wherever it was copied.
    const shop = sessionCookieOf(await login(ctx.app, DEMO.admin))
    const second = await kihTokenOf(shop)
    expect((await adminApi(second)).statusCode).toBe(200)
    await ctx.app.inject({ method: 'POST', url: '/api/logout', headers: { ...SAME_ORIGIN, cookie: shop } })
    const after = await adminApi(second)
    expect(after.statusCode).toBe(401)
    expect(after.json().code).toBe('SESSION_INVALID')
  })

  it('refuses customers (403) and anonymous callers (401)', async () => {
    const cookie = sessionCookieOf(await login(ctx.app, DEMO.werkstatt))
    const customer = await ctx.app.inject({ method: 'POST', url: '/api/loginKih', headers: { ...SAME_ORIGIN, cookie } })
    expect(customer.statusCode).toBe(403)
    const anonymous = await ctx.app.inject({ method: 'POST', url: '/api/loginKih', headers: SAME_ORIGIN })
    expect(anonymous.statusCode).toBe(401)
  })
})

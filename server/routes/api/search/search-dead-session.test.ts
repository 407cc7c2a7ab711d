import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO, loginCookie, SAME_ORIGIN } from '../../../test/auth-helpers'
import { buildTestApp } from '../../../test/build-test-app'

let ctx: Awaited<ReturnType<typeof buildTestApp>>
beforeAll(async () => {
  ctx = await buildTestApp()
})
afterAll(() => ctx.close())

const partSearch = (headers: Record<string, string>) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/search/partSearch',
    payload: { countryID: 'DE', languageID: 'de', searchTerm: 'filter' },
    headers: { ...SAME_ORIGIN, ...headers },
  })
const products = (headers: Record<string, string>) =>
  ctx.app.inject({ url: '/api/search/products', query: { languageID: 'de', countryID: 'DE', term: 'filter' }, headers })
const getQuote = (headers: Record<string, string>) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/checkout/cart/getQuote',
    payload: { languageID: 'de', countryID: 'DE' },
    headers: { ...SAME_ORIGIN, ...headers },
  })

/** Revoked by an API client holding the same token (support ends a session), while the browser keeps its cookie. */
async function revokedCookie(): Promise<string> {
  const cookie = await loginCookie(ctx.app, DEMO.werkstatt)
  const token = cookie.replace(/^[^=]+=/, '').split(';')[0] ?? ''
  const revoked = await ctx.app.inject({ method: 'POST', url: '/api/logout', headers: { authorization: `Bearer ${token}` } })
  expect(revoked.statusCode).toBeLessThan(300)
  return cookie
}

describe('search and cart with a session the server has ended (issue 30)', () => {
  it('answers search 401 SESSION_INVALID for a revoked session, not a visitor answer', async () => {
    const cookie = await revokedCookie()
    for (const response of [await partSearch({ cookie }), await products({ cookie })]) {
      expect(response.statusCode).toBe(401)
      expect(response.json().code).toBe('SESSION_INVALID')
    }
  })

  it('answers search and cart 401 SESSION_INVALID for an idle session', async () => {
    const cookie = await loginCookie(ctx.app, DEMO.einkauf)
    expect((await partSearch({ cookie })).statusCode).toBe(200)
    await ctx.app.db
      .updateTable('session_activity')
      .set({ last_seen: Math.floor(Date.now() / 1000) - 3 * 3600 })
      .execute()
    for (const response of [await partSearch({ cookie }), await products({ cookie }), await getQuote({ cookie })]) {
      expect(response.statusCode).toBe(401)
      expect(response.json().code).toBe('SESSION_INVALID')
    }
  })

  it('still answers a visitor without any session as a visitor', async () => {
    expect((await partSearch({})).statusCode).toBe(200)
    expect((await products({})).statusCode).toBe(200)
  })
})

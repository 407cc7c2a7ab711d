import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO, login, SAME_ORIGIN, sessionCookieOf } from '../test/auth-helpers'
import { buildTestApp } from '../test/build-test-app'

let ctx: Awaited<ReturnType<typeof buildTestApp>>
let cookie: string
beforeAll(async () => {
  ctx = await buildTestApp()
  cookie = sessionCookieOf(await login(ctx.app, DEMO.werkstatt))
})
afterAll(() => ctx.close())

const post = (url: string, headers: Record<string, string>) => ctx.app.inject({ method: 'POST', url, headers })

describe('cross-site request check (CSRF)', () => {
  it('refuses a state-changing request with the cookie from another site', async () => {
    for (const headers of <Array<Record<string, string>>>[
      { cookie, 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
      { cookie, 'sec-fetch-site': 'same-site', origin: 'https://shop.evil.example' },
      { cookie, origin: 'https://evil.example' },
      { cookie, origin: 'null' },
      // The cookie without any origin information: not what a browser on this site sends.
      { cookie },
    ]) {
      const response = await post('/api/logout', headers)
      expect(response.statusCode, JSON.stringify(headers)).toBe(403)
      expect(response.json().code).toBe('CSRF_REJECTED')
    }
    // Nothing happened: the session is still alive.
    expect((await post('/api/getfeatures', { ...SAME_ORIGIN, cookie })).statusCode).toBe(200)
  })

  it('refuses a cross-site login (login CSRF) but lets same-origin pages and API clients log in', async () => {
    const crossSite = await login(ctx.app, DEMO.flotte, { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' })
    expect(crossSite.statusCode).toBe(403)
    expect((await login(ctx.app, DEMO.flotte)).statusCode).toBe(200)
    const apiClient = await ctx.app.inject({ method: 'POST', url: '/api/login', payload: DEMO.flotte })
    expect(apiClient.statusCode).toBe(200)
  })

  it('lets same-origin requests through, by Sec-Fetch-Site or by a matching Origin', async () => {
    expect((await post('/api/getfeatures', { cookie, 'sec-fetch-site': 'same-origin' })).statusCode).toBe(200)
    expect((await post('/api/getfeatures', { cookie, origin: 'http://localhost:80' })).statusCode).toBe(200)
  })

  it('does not apply to reads, nor to Bearer-token clients that send no origin', async () => {
    const read = await ctx.app.inject({ method: 'GET', url: '/api/countries?languageID=de', headers: { cookie } })
    expect(read.statusCode).toBe(200)
    const token = (await login(ctx.app, DEMO.werkstatt)).json().accessToken
    expect((await post('/api/getfeatures', { authorization: `Bearer ${token}` })).statusCode).toBe(200)
  })
})

describe('who is calling', () => {
  it('an invalid token on a public route is simply anonymous', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/countries?languageID=de',
      headers: { authorization: 'Bearer not.a.token' },
    })
    expect(response.statusCode).toBe(200)
  })

  it('a logged-in contact whose login was disabled is refused at once', async () => {
    const own = sessionCookieOf(await login(ctx.app, DEMO.einkauf))
    await ctx.app.repos.contacts.setDisabledForCustomers(['D1000002'], true)
    const response = await post('/api/getfeatures', { ...SAME_ORIGIN, cookie: own })
    await ctx.app.repos.contacts.setDisabledForCustomers(['D1000002'], false)
    expect(response.statusCode).toBe(401)
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO, login, SAME_ORIGIN, sessionCookieOf } from '../../../test/auth-helpers'
import { buildTestApp } from '../../../test/build-test-app'

let ctx: Awaited<ReturnType<typeof buildTestApp>>
beforeAll(async () => {
  ctx = await buildTestApp()
})
afterAll(() => ctx.close())

describe('POST /api/login', () => {
  it('answers the login response and sets the session cookie', async () => {
    const response = await login(ctx.app, DEMO.werkstatt)
    expect(response.statusCode).toBe(200)
    const body = response.json()
    expect(body).toMatchObject({
      expiresIn: 8 * 3600,
      userInfo: {
        given_name: 'Jana',
        family_name: 'Brenner',
        billingAddress: { country: 'DE' },
        customerId: 'D1000001',
        entityID: 'DTDE',
        features: { showPrice: true, order: true, invoice: true, shipment: true, fillBasket: true, vinSearch: 'VIN_and_OE-No.' },
      },
    })
    // Three signed parts; exp in seconds, as SPEC.md §3 says.
    const parts = body.accessToken.split('.')
    expect(parts).toHaveLength(3)
    const payload = JSON.parse(Buffer.from(parts[1], 'base64url').toString())
    expect(payload.exp - payload.iat).toBe(8 * 3600)
    expect(payload.exp).toBeLessThan(1e11)
    expect(response.headers['cache-control']).toBe('no-store')
  })

  it('sets the cookie HttpOnly, Secure, SameSite=Strict on path /, with the session lifetime', async () => {
    const response = await login(ctx.app, DEMO.werkstatt)
    const header = String(response.headers['set-cookie'])
    expect(header).toMatch(/^session=[\w-]+\.[\w-]+\.[\w-]+;/)
    expect(header).toContain('HttpOnly')
    expect(header).toContain('Secure')
    expect(header).toContain('SameSite=Strict')
    expect(header).toContain('Path=/')
    expect(header).toContain(`Max-Age=${8 * 3600}`)
  })

  it('logs in regardless of the case of the email address', async () => {
    const response = await login(ctx.app, { username: 'Einkauf@Example.COM', password: DEMO.einkauf.password })
    expect(response.statusCode).toBe(200)
    expect(response.json().userInfo).toMatchObject({
      billingAddress: { country: 'AT' },
      entityID: 'DTAT',
      features: { showPrice: false, fillBasket: false },
    })
  })

  it('answers the same generic 401 for an unknown user and a wrong password', async () => {
    const unknown = await login(ctx.app, { username: 'nobody@example.com', password: 'Werkstatt-2026' })
    const wrong = await login(ctx.app, { username: DEMO.werkstatt.username, password: 'Werkstatt-2025' })
    expect(unknown.statusCode).toBe(401)
    expect(wrong.statusCode).toBe(401)
    expect(unknown.json()).toEqual(wrong.json())
    expect(wrong.json()).toMatchObject({ code: 'INVALID_CREDENTIALS' })
    expect(wrong.headers['set-cookie']).toBeUndefined()
  })

  it('refuses malformed credentials with 400', async () => {
    const response = await login(ctx.app, { username: '', password: 'x' })
    expect(response.statusCode).toBe(400)
    expect(response.json().code).toBe('VALIDATION_FAILED')
  })

  it('the cookie alone opens the customer’s features; the Bearer header does too', async () => {
    const response = await login(ctx.app, DEMO.flotte)
    const byCookie = await ctx.app.inject({
      method: 'POST',
      url: '/api/getfeatures',
      headers: { ...SAME_ORIGIN, cookie: sessionCookieOf(response) },
    })
    expect(byCookie.json()).toEqual({
      showPrice: true,
      order: true,
      invoice: true,
      shipment: true,
      fillBasket: true,
      vinSearch: 'VIN_only',
    })
    const byBearer = await ctx.app.inject({
      method: 'POST',
      url: '/api/getfeatures',
      headers: { authorization: `Bearer ${response.json().accessToken}` },
    })
    expect(byBearer.statusCode).toBe(200)
    expect(byBearer.json().vinSearch).toBe('VIN_only')
  })
})

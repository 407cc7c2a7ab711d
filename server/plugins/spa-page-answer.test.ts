import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO, loginCookie } from '../test/auth-helpers'
import { buildTestApp, TEST_INDEX_HTML } from '../test/build-test-app'
import { catalogSamples } from '../test/catalog-fixtures'

let ctx: Awaited<ReturnType<typeof buildTestApp>>
let samples: Awaited<ReturnType<typeof catalogSamples>>
let cookie: string
beforeAll(async () => {
  ctx = await buildTestApp()
  samples = await catalogSamples(ctx.app)
  cookie = await loginCookie(ctx.app, DEMO.werkstatt)
})
afterAll(() => ctx.close())

const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ url, headers })

describe('guarded pages without a session', () => {
  it('answer 302 to the login in the page’s language, with the return path', async () => {
    const cases: Array<[string, string]> = [
      ['/checkout/cart', '/login?returnTo=%2Fcheckout%2Fcart'],
      ['/checkout/step2', '/login?returnTo=%2Fcheckout%2Fstep2'],
      ['/infocenter', '/login?returnTo=%2Finfocenter'],
      ['/en/infocenter/orderhistory?page=2', '/en/login?returnTo=%2Fen%2Finfocenter%2Forderhistory%3Fpage%3D2'],
      ['/ru/checkout', '/ru/login?returnTo=%2Fru%2Fcheckout'],
    ]
    for (const [url, location] of cases) {
      const response = await get(url)
      expect(response.statusCode, url).toBe(302)
      expect(response.headers.location, url).toBe(location)
    }
  })

  it('an invalid or forged session cookie is no session', async () => {
    const response = await get('/es/checkout/step1', { cookie: 'session=not.a.token' })
    expect(response.statusCode).toBe(302)
    expect(response.headers.location).toBe('/es/login?returnTo=%2Fes%2Fcheckout%2Fstep1')
  })

  it('the open pages (/checkout/redirect, /redirect) and other pages answer 200 without a session', async () => {
    for (const url of ['/checkout/redirect', '/redirect', '/fr/redirect', '/en/checkout/redirect', '/login', '/']) {
      expect((await get(url)).statusCode, url).toBe(200)
    }
  })

  it('with a valid session the guarded page is served', async () => {
    for (const url of ['/checkout/cart', '/en/infocenter', '/it/checkout/step3']) {
      const response = await get(url, { cookie })
      expect(response.statusCode, url).toBe(200)
      expect(response.body).toBe(TEST_INDEX_HTML)
    }
  })
})

describe('product addresses', () => {
  it('a product’s own slug answers 200 in every language', async () => {
    for (const base of ['/products', '/en/products', '/pt/products']) {
      expect((await get(`${base}/${samples.part.slug}`)).statusCode, base).toBe(200)
    }
  })

  it('a slug that is a part number answers 301 to the product’s own address, keeping the language', async () => {
    const dashed = samples.part.sku.replaceAll('.', '-')
    const moved = await get(`/products/${dashed}`)
    expect(moved.statusCode).toBe(301)
    expect(moved.headers.location).toBe(`/products/${samples.part.slug}`)
    const english = await get(`/en/products/${samples.part.sku.replaceAll('.', '')}`)
    expect(english.statusCode).toBe(301)
    expect(english.headers.location).toBe(`/en/products/${samples.part.slug}`)
  })

  it('an upper-case slug moves to its lower-case address', async () => {
    const response = await get(`/products/${samples.part.slug.toUpperCase()}`)
    expect(response.statusCode).toBe(301)
    expect(response.headers.location).toBe(`/products/${samples.part.slug}`)
  })

  it('an unknown slug answers 404 with the SPA', async () => {
    for (const url of ['/products/no-such-part-xyz', '/en/products/99-99999-nothing']) {
      const response = await get(url)
      expect(response.statusCode, url).toBe(404)
      expect(response.body).toBe(TEST_INDEX_HTML)
    }
  })
})

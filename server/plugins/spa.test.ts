import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, TEST_INDEX_HTML } from '../test/build-test-app'

let ctx: Awaited<ReturnType<typeof buildTestApp>>
beforeAll(async () => {
  ctx = await buildTestApp()
})
afterAll(() => ctx.close())

const get = (url: string) => ctx.app.inject({ url })

describe('SPA hosting and URL rules', () => {
  it('serves known pages in every language with 200 and the SPA', async () => {
    for (const url of ['/', '/en', '/fr', '/geoselection', '/ru/geoselection', '/es/geoselection?x=1']) {
      const response = await get(url)
      expect(response.statusCode, url).toBe(200)
      expect(response.body).toBe(TEST_INDEX_HTML)
      expect(response.headers['cache-control']).toBe('no-cache')
    }
  })

  it('answers unknown pages with 404 and the SPA, which shows its not-found page', async () => {
    for (const url of ['/no/such/page', '/de', '/de/geoselection', '/xx/geoselection', '/geoselection/more']) {
      const response = await get(url)
      expect(response.statusCode, url).toBe(404)
      expect(response.body).toBe(TEST_INDEX_HTML)
    }
  })

  it('answers an unknown division with 404 under every language’s division path, a known one with 200', async () => {
    const division = await ctx.app.db.selectFrom('divisions').select('slug').executeTakeFirstOrThrow()
    for (const base of ['/produktdivisionen', '/en/product-divisions', '/ru/razdely']) {
      expect((await get(`${base}/nonsense`)).statusCode, base).toBe(404)
      expect((await get(`${base}/${division.slug}`)).statusCode, base).toBe(200)
    }
  })

  it('serves the build’s scripts but never their source maps', async () => {
    expect((await get('/assets/index-abc123.js')).statusCode).toBe(200)
    for (const url of ['/assets/index-abc123.js.map', '/assets/index-abc123.JS.MAP', '/assets/%69ndex-abc123.js.map']) {
      const map = await get(url)
      expect(map.statusCode, url).toBe(404)
      expect(map.body, url).not.toContain('sourcesContent')
    }
  })

  it('redirects a trailing slash with 301, keeping the query, but not on the root or the API', async () => {
    const slash = await get('/en/')
    expect(slash.statusCode).toBe(301)
    expect(slash.headers.location).toBe('/en')
    const withQuery = await get('/geoselection/?a=1')
    expect(withQuery.headers.location).toBe('/geoselection?a=1')
    expect((await get('/')).statusCode).toBe(200)
    expect((await get('/api/content-data/?languageID=de')).statusCode).not.toBe(301)
  })

  it('never answers image or asset paths with the SPA', async () => {
    for (const url of ['/missing.png', '/img/none.jpg', '/a/b.jpeg', '/x.webp', '/y.svg', '/z.gif', '/assets/gone-123.js']) {
      const response = await get(url)
      expect(response.statusCode, url).toBe(404)
      expect(response.headers['content-type']).toContain('application/json')
    }
    expect((await get('/img/logo.svg')).statusCode).toBe(200)
  })

  it('caches hashed assets for a year and never caches the service worker', async () => {
    const asset = await get('/assets/index-abc123.js')
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect((await get('/sw.js')).headers['cache-control']).toBe('no-cache')
  })

  it('compresses what is worth compressing', async () => {
    const response = await ctx.app.inject({ url: '/assets/index-abc123.js', headers: { 'accept-encoding': 'gzip' } })
    expect(response.headers['content-encoding']).toBe('gzip')
  })

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await get('/api/nothing-here')
    expect(response.statusCode).toBe(404)
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND' })
  })
})

describe('security headers', () => {
  it('sends a CSP without inline script or eval that allows the service worker', async () => {
    const csp = String((await get('/')).headers['content-security-policy'])
    expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval'")
    expect(csp).toContain("worker-src 'self'")
    expect(csp).not.toContain('unsafe-inline')
    expect(csp.replace("'wasm-unsafe-eval'", '')).not.toContain('unsafe-eval')
    const headers = (await get('/')).headers
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(headers['x-frame-options']).toBe('DENY')
    expect(headers['permissions-policy']).toContain('camera=(self)')
    expect(headers['permissions-policy']).toContain('microphone=()')
    expect((await ctx.app.inject({ url: '/api/content-data?languageID=de' })).headers['permissions-policy']).toContain(
      'geolocation=()',
    )
  })
})

describe('OpenAPI', () => {
  it('describes every API route at /api/docs', async () => {
    const doc = (await get('/api/docs')).json()
    expect(doc.openapi).toMatch(/^3\./)
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/content-data', '/api/country', '/api/countries', '/api/error-log']),
    )
  })
})

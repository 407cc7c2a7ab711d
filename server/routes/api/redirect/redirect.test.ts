import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp, TEST_INDEX_HTML } from '../../../test/build-test-app'
import { catalogSamples } from '../../../test/catalog-fixtures'

let ctx: Awaited<ReturnType<typeof buildTestApp>>
let samples: Awaited<ReturnType<typeof catalogSamples>>
beforeAll(async () => {
  ctx = await buildTestApp()
  samples = await catalogSamples(ctx.app)
})
afterAll(() => ctx.close())

const lookup = (path: string) => ctx.app.inject({ url: '/api/redirect', query: { path } })

describe('GET /api/redirect', () => {
  it('finds the product of a legacy page whose name holds its part number', async () => {
    const dashed = samples.part.sku.toLowerCase().replace('.', '-')
    const response = await lookup(`/bremsscheibe-${dashed}.html`)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ location: `/products/${samples.part.slug}` })
  })

  it('keeps the language prefix and understands the suffix and SA forms', async () => {
    const suffixed = samples.suffixed.sku.toLowerCase()
    expect((await lookup(`/fr/${suffixed}.html`)).json()).toEqual({ location: `/fr/products/${samples.suffixed.slug}` })
    const sa = samples.saPart.sku.toLowerCase()
    expect((await lookup(`/en/parts/${sa.slice(0, 2)}-${sa.slice(2)}.html`)).json()).toEqual({
      location: `/en/products/${samples.saPart.slug}`,
    })
  })

  it('answers 404 for pages without a known part number, and 400 for a malformed path', async () => {
    for (const path of ['/impressum.html', '/bremsscheibe-9-99999.html', `/${samples.part.sku}`]) {
      const response = await lookup(path)
      expect(response.statusCode, path).toBe(404)
      expect(response.json().code).toBe('REDIRECT_NOT_FOUND')
    }
    expect((await lookup('no-slash.html')).statusCode).toBe(400)
  })
})

describe('legacy *.html pages on the SPA host', () => {
  it('answer 301 to the product page, with the language prefix', async () => {
    const dashed = samples.part.sku.replace('.', '-')
    const german = await ctx.app.inject({ url: `/teile/${dashed}.html` })
    expect(german.statusCode).toBe(301)
    expect(german.headers.location).toBe(`/products/${samples.part.slug}`)
    const english = await ctx.app.inject({ url: `/en/${dashed}.html` })
    expect(english.headers.location).toBe(`/en/products/${samples.part.slug}`)
  })

  it('fall through to the 404 page when no part matches', async () => {
    const response = await ctx.app.inject({ url: '/nothing-here.html' })
    expect(response.statusCode).toBe(404)
    expect(response.body).toBe(TEST_INDEX_HTML)
  })
})

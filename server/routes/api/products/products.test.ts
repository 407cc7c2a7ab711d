import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Product, productSchema } from '../../../../src/shared/contracts/catalog'
import { DEMO, loginCookie, SAME_ORIGIN } from '../../../test/auth-helpers'
import { buildTestApp } from '../../../test/build-test-app'
import { catalogSamples } from '../../../test/catalog-fixtures'

let ctx: Awaited<ReturnType<typeof buildTestApp>>
let samples: Awaited<ReturnType<typeof catalogSamples>>
beforeAll(async () => {
  ctx = await buildTestApp()
  samples = await catalogSamples(ctx.app)
})
afterAll(() => ctx.close())

function product(slug: string, languageID = 'de', headers: Record<string, string> = {}) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/products/product/',
    payload: { languageID, slug, countryID: 'DE' },
    headers,
  })
}

describe('POST /api/products/product/', () => {
  it('answers a product by its slug with everything the product page shows', async () => {
    const response = await product(samples.part.slug, 'en')
    expect(response.statusCode).toBe(200)
    const body = response.json() as Product
    // The route skips the run-time parse of its answer (trustedSerializer): the contract is checked here, strictly.
    expect(() => productSchema.strict().parse(body)).not.toThrow()
    expect(body).toMatchObject({
      sku: samples.part.sku,
      vendorId: samples.part.vendor_id,
      slug: samples.part.slug,
      weight: samples.part.weight_g,
    })
    expect(body.crossReferences.map((x) => x.referenceNo)).toEqual(samples.xrefs.map((x) => x.reference_no))
    expect(body.categories.length).toBeGreaterThanOrEqual(2)
    expect(body.categories.length).toBeLessThanOrEqual(5)
    expect(body.categories[0]?.id).toMatch(/^(C\d0|U23)$/)
    expect(body.brand.name).toMatch(/^Achslast/)
    expect(body.images[0]?.src).toMatch(/^\/images\/[a-z-]+$/)
    expect(body.name).toBe(body.images[0]?.alt)
  })

  it('names the product in the requested language', async () => {
    const de = (await product(samples.part.slug, 'de')).json() as Product
    const ru = (await product(samples.part.slug, 'ru')).json() as Product
    expect(ru.name).not.toBe(de.name)
    expect(ru.name).toMatch(/[а-я]/)
  })

  it('shows no price to anonymous callers and the customer’s price when logged in with showPrice', async () => {
    const anonymous = (await product(samples.part.slug)).json() as Product
    expect(anonymous).toMatchObject({ showPrice: false, pricePackage: null })
    const cookie = await loginCookie(ctx.app, DEMO.werkstatt)
    const customer = (await product(samples.part.slug, 'de', { cookie, ...SAME_ORIGIN })).json() as Product
    expect(customer.showPrice).toBe(true)
    expect(customer.pricePackage?.price.currency.code).toBe('EUR')
    expect(customer.pricePackage?.price.value).toBeGreaterThan(0)
  })

  it('reads an unknown slug as a part number with its dashes stripped (SPEC.md §5)', async () => {
    const dashed = samples.part.sku.replace('.', '-')
    const bySku = await product(dashed)
    expect(bySku.statusCode).toBe(200)
    expect(bySku.json().slug).toBe(samples.part.slug)
    const reference = samples.mercedesReference.reference_no
    const byReference = await product(`${reference.slice(0, 4)}-${reference.slice(4, 7)}-${reference.slice(7)}`)
    expect(byReference.statusCode).toBe(200)
    expect(byReference.json().crossReferences.map((x: { referenceNo: string }) => x.referenceNo)).toContain(reference)
  })

  it('answers 404 with a clear body when neither the slug nor a part number matches', async () => {
    const response = await product('no-such-part-99999')
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({
      statusCode: 404,
      code: 'PRODUCT_NOT_FOUND',
      message: 'No product with the slug or part number "no-such-part-99999".',
    })
  })

  it('answers 400 for a missing slug or language', async () => {
    for (const payload of [
      { languageID: 'de', countryID: 'DE' },
      { slug: 'x', countryID: 'DE' },
      { languageID: 'de', slug: '', countryID: 'DE' },
    ]) {
      const response = await ctx.app.inject({ method: 'POST', url: '/api/products/product/', payload })
      expect(response.statusCode).toBe(400)
      expect(response.json().code).toBe('VALIDATION_FAILED')
    }
  })
})

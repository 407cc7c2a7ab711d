import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  type PartSearchResponse,
  type ProductSearchResponse,
  partSearchResponseSchema,
  productSearchResponseSchema,
} from '../../../../src/shared/contracts/catalog'
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

async function partSearch(searchTerm: string, languageID = 'de', headers: Record<string, string> = {}) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/search/partSearch',
    payload: { countryID: 'DE', languageID, searchTerm },
    headers,
  })
  expect(response.statusCode, response.body).toBe(200)
  // The route skips run-time response validation for speed; every answer in these tests must still fit the contract.
  return partSearchResponseSchema.parse(response.json()) as PartSearchResponse
}

async function products(query: Record<string, string>) {
  const response = await ctx.app.inject({ url: '/api/search/products', query: { languageID: 'de', countryID: 'DE', ...query } })
  expect(response.statusCode, response.body).toBe(200)
  return productSearchResponseSchema.parse(response.json()) as ProductSearchResponse
}

describe('POST /api/search/partSearch: article numbers', () => {
  it('finds a part by its article number, also with spaces, hyphens or without the dot', async () => {
    const { sku } = samples.part
    const [prefix, rest] = sku.split('.') as [string, string]
    for (const term of [
      sku,
      `${prefix}.${rest.slice(0, 2)} ${rest.slice(2)}`,
      `${prefix}.${rest.slice(0, 3)}-${rest.slice(3)}`,
      `${prefix}${rest}`,
    ]) {
      const result = await partSearch(term)
      expect(result.kind, term).toBe('article')
      expect(result.products[0]?.sku, term).toBe(sku)
    }
  })

  it('finds article numbers with a suffix and SA numbers, in any case', async () => {
    const suffixed = await partSearch(samples.suffixed.sku.toLowerCase())
    expect(suffixed.kind).toBe('article')
    expect(suffixed.products[0]?.sku).toBe(samples.suffixed.sku)
    const sa = await partSearch(samples.saPart.sku.toLowerCase())
    expect(sa.kind).toBe('article')
    expect(sa.products[0]?.sku).toBe(samples.saPart.sku)
  })

  it('classifies an unknown term in the article pattern as an article number and finds nothing', async () => {
    expect(await partSearch('99.99999ZZ')).toEqual({ kind: 'article', categories: [], products: [] })
    expect((await partSearch('SA99999999Z')).kind).toBe('article')
  })

  it('lists the beginning of an article number as you type it', async () => {
    const { sku } = samples.part
    const result = await partSearch(sku.slice(0, sku.indexOf('.') + 3))
    expect(result.kind).toBe('article')
    expect(result.products.length).toBeGreaterThan(0)
    expect(result.products.length).toBeLessThanOrEqual(10)
    for (const product of result.products) expect(product.sku.startsWith(sku.slice(0, sku.indexOf('.') + 3))).toBe(true)
  })
})

describe('POST /api/search/partSearch: reference numbers', () => {
  it('finds the part carrying an OE number, in the make’s format or typed loosely', async () => {
    const { reference_no: reference, part_id: partId } = samples.mercedesReference
    const part = await ctx.app.db.selectFrom('parts').select('sku').where('id', '=', partId).executeTakeFirstOrThrow()
    for (const term of [reference, reference.toLowerCase(), `${reference.slice(0, 4)} ${reference.slice(4)}`]) {
      const result = await partSearch(term)
      expect(result.kind, term).toBe('reference')
      expect(result.products.map((p) => p.sku)).toContain(part.sku)
      expect(result.products[0]?.crossReferences.map((x) => x.referenceNo)).toContain(reference)
    }
  })

  it('calls a MAN number a reference although it fits the article pattern, because a result carries it', async () => {
    const result = await partSearch(samples.manReference.reference_no)
    expect(result.kind).toBe('reference')
    expect(result.products.length).toBeGreaterThan(0)
  })

  it('classifies an unknown numeric-like term without dots as a reference number', async () => {
    expect(await partSearch('40404040404')).toEqual({ kind: 'reference', categories: [], products: [] })
  })
})

describe('POST /api/search/partSearch: GTINs (a scanned part box)', () => {
  const partWithGtin = () =>
    ctx.app.db
      .selectFrom('parts')
      .select(['sku', 'gtin'])
      .where('gtin', 'is not', null)
      .orderBy('id')
      .executeTakeFirstOrThrow() as Promise<{ sku: string; gtin: string }>

  it('finds exactly the part whose EAN-13 it is, as an article, also scanned as a GTIN-14', async () => {
    const { sku, gtin } = await partWithGtin()
    for (const term of [gtin, `0${gtin}`]) {
      const result = await partSearch(term)
      expect(result.kind, term).toBe('article')
      expect(
        result.products.map((p) => p.sku),
        term,
      ).toEqual([sku])
    }
  })

  it('finds nothing for a GTIN no part has, nor for a number with a wrong check digit', async () => {
    const { gtin } = await partWithGtin()
    const unknown = '4006381333931'
    expect((await ctx.app.db.selectFrom('parts').select('id').where('gtin', '=', unknown).execute()).length).toBe(0)
    expect((await partSearch(unknown)).products).toEqual([])
    const wrongCheck = `${gtin.slice(0, 12)}${(Number(gtin[12]) + 1) % 10}`
    expect((await partSearch(wrongCheck)).products).toEqual([])
  })
})

describe('POST /api/search/partSearch: free text', () => {
  it('searches the names in the request’s language, at most ten, with category counts', async () => {
    const de = await partSearch('bremsscheibe')
    expect(de.kind).toBe('freetext')
    expect(de.products.length).toBe(10)
    for (const product of de.products) expect(product.name).toMatch(/^Bremsscheibe/)
    expect(de.categories[0]).toMatchObject({ name: 'Bremsscheiben' })
    expect(de.categories[0]?.count).toBeGreaterThan(10)
    const fr = await partSearch('disque de frein', 'fr')
    for (const product of fr.products) expect(product.name).toMatch(/^Disque de frein/)
  })

  it('takes the last word as a prefix and ignores accents', async () => {
    const result = await partSearch('Bremsbelagsatz vorder')
    expect(result.products.length).toBeGreaterThan(0)
    for (const product of result.products) expect(product.name).toContain('Vorderachse')
    const accents = await partSearch('Ölfilter')
    const plain = await partSearch('olfilter')
    expect(plain.products.map((p) => p.sku)).toEqual(accents.products.map((p) => p.sku))
  })

  it('finds a term in the names of every language, so switching the page language keeps the results', async () => {
    const de = await partSearch('bremsscheibe')
    const en = await partSearch('bremsscheibe', 'en')
    expect(en.kind).toBe('freetext')
    expect(en.products.map((p) => p.sku)).toEqual(de.products.map((p) => p.sku))
    for (const product of en.products) expect(product.name).toMatch(/^Brake disc/)
  })

  it('ranks names in the page language before names that match only in another language', async () => {
    // "kit" is an English word and part of names in other languages (Reparaturkit, kit de réparation …).
    const first = await products({ term: 'kit', languageID: 'en', pageSize: '100' })
    const pages = Math.ceil(first.pagination.total / 100)
    const rest = await Promise.all(
      Array.from({ length: pages - 1 }, (_, index) =>
        products({ term: 'kit', languageID: 'en', pageSize: '100', page: String(index + 2) }),
      ),
    )
    const english = [first, ...rest].flatMap((answer) => answer.products.map((p) => /kit/i.test(p.name)))
    expect(english).toContain(true)
    expect(english).toContain(false)
    expect(english.indexOf(false)).toBeGreaterThan(english.lastIndexOf(true))
  })

  it('finds nothing for words no name has', async () => {
    expect(await partSearch('Quietscheentchen')).toEqual({ kind: 'freetext', categories: [], products: [] })
  })

  it('answers 400 for a missing term, language or country', async () => {
    for (const payload of [
      { countryID: 'DE', languageID: 'de', searchTerm: '  ' },
      { countryID: 'DE', searchTerm: 'filter' },
      { languageID: 'de', searchTerm: 'filter' },
    ]) {
      const response = await ctx.app.inject({ method: 'POST', url: '/api/search/partSearch', payload })
      expect(response.statusCode).toBe(400)
      expect(response.json().code).toBe('VALIDATION_FAILED')
    }
  })
})

describe('GET /api/search/products', () => {
  it('pages through all matches; the category counts add up to the total', async () => {
    const first = await products({ term: 'filter', page: '1', pageSize: '5' })
    const second = await products({ term: 'filter', page: '2', pageSize: '5' })
    expect(first.kind).toBe('freetext')
    expect(first.pagination).toEqual({ total: first.pagination.total, page: 1, pageSize: 5 })
    expect(first.pagination.total).toBeGreaterThan(10)
    const skus = new Set([...first.products, ...second.products].map((p) => p.sku))
    expect(skus.size).toBe(10)
    expect(first.categories.categories.reduce((sum, c) => sum + c.count, 0)).toBe(first.pagination.total)
  })

  it('filters by category, including everything below it (categories=U23 for universal parts)', async () => {
    const universal = await products({ categories: 'U23', pageSize: '100' })
    expect(universal.kind).toBeNull()
    expect(universal.pagination.total).toBeGreaterThan(0)
    for (const category of universal.categories.categories) expect(category.id.startsWith('U23')).toBe(true)
    const filtered = await products({ term: 'bremsscheibe', categories: 'C2001' })
    expect(filtered.pagination.total).toBe((await products({ term: 'bremsscheibe' })).pagination.total)
    expect((await products({ term: 'bremsscheibe', categories: 'U23' })).pagination.total).toBe(0)
  })

  it('lists only new parts with news=true', async () => {
    const news = await products({ news: 'true', pageSize: '100' })
    expect(news.pagination.total).toBeGreaterThan(0)
    for (const product of news.products) expect(product.isNew).toBe(true)
  })

  it('never shows prices to anonymous callers, and lets caches keep their answers', async () => {
    const response = await ctx.app.inject({
      url: '/api/search/products',
      query: { languageID: 'de', countryID: 'DE', term: 'filter' },
    })
    expect(response.headers['cache-control']).toBe('public, max-age=300')
    for (const product of response.json().products) expect(product.price).toBeNull()
  })

  it('shows the price of the customer’s price group and currency to a customer who may see prices', async () => {
    const cookie = await loginCookie(ctx.app, DEMO.werkstatt)
    const result = await partSearch(samples.part.sku, 'de', { cookie, ...SAME_ORIGIN })
    const price = result.products[0]?.price
    expect(price?.currency.code).toBe('EUR')
    // Workshop customers get a discount on the list price.
    expect(price?.value).toBeLessThan(samples.part.list_price_cents / 100)
    expect(price?.value).toBeGreaterThan(0)
  })
})

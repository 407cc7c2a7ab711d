import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO, loginCookie, SAME_ORIGIN } from '../../test/auth-helpers'
import { buildTestApp } from '../../test/build-test-app'
import { importFiles } from './import-service'

/**
 * The samples a wholesaler copies (tests/fixtures/import/) go through the real import into a running
 * shop, on SQLite and (with TEST_DATABASE_URL) on PostgreSQL, and show up where customers look: the
 * header search, the product page and the customer's price. The bad samples give their exact report.
 */
let ctx: Awaited<ReturnType<typeof buildTestApp>>
let werkstatt: string
beforeAll(async () => {
  ctx = await buildTestApp({}, { demoParts: 200 })
  werkstatt = await loginCookie(ctx.app, DEMO.werkstatt)
}, 60_000)
afterAll(() => ctx.close())

const run = (paths: string[], mode?: 'full' | 'delta') => importFiles(ctx.app.db, { paths, mode, source: 'cli', startedBy: null })
const search = async (searchTerm: string) =>
  (
    await ctx.app.inject({
      method: 'POST',
      url: '/api/search/partSearch',
      payload: { countryID: 'DE', languageID: 'de', searchTerm },
    })
  ).json().products as Array<{ sku: string; name: string }>
const product = (slug: string, cookie?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/products/product/',
    headers: cookie ? { ...SAME_ORIGIN, cookie } : {},
    payload: { slug, languageID: 'en', countryID: 'DE' },
  })
const skus = async () => (await ctx.app.db.selectFrom('parts').select('sku').orderBy('sku').execute()).map((p) => p.sku)

describe('the import samples', () => {
  it('CSV: a full catalogue replaces the demo one; search, product page and the customer net price show it', async () => {
    const result = await run(['tests/fixtures/import/csv'], 'full')
    expect(result).toMatchObject({ status: 'done', refused: 0, counts: { part: 7, 'customer-price': 4, fitment: 8 } })
    expect(await skus()).toEqual(['CSV-10001', 'CSV-10002', 'CSV-10003', 'CSV-10004', 'CSV-10005', 'CSV-10006', 'CSV-10007'])
    expect((await search('CSV-10001')).map((p) => p.sku)).toEqual(['CSV-10001'])
    // Each part's OE numbers count from 0, the main one first, as the product page and search read them.
    const firsts = await ctx.app.db
      .selectFrom('part_xrefs')
      .select((eb) => eb.fn.min('sort').as('first'))
      .groupBy('part_id')
      .execute()
    expect(new Set(firsts.map((row) => Number(row.first)))).toEqual(new Set([0]))
    expect((await search('Bremsscheibe')).map((p) => p.sku)).toContain('CSV-10001')
    const page = await product('csv-10001-brake-disc', werkstatt)
    expect(page.statusCode).toBe(200)
    expect(page.json()).toMatchObject({ sku: 'CSV-10001', gtin: '4008451001016', pricePackage: { price: { value: 139 } } })
  })

  it('XLSX: the same catalogue as one workbook, a sheet per kind', async () => {
    const result = await run(['tests/fixtures/import/xlsx/catalog.xlsx'], 'full')
    expect(result).toMatchObject({ status: 'done', refused: 0, counts: { part: 7, translation: 14 } })
    expect((await search('CSV-10004')).map((p) => p.sku)).toEqual(['CSV-10004'])
  })

  it('BMEcat: a T_NEW_CATALOG replaces the catalogue; a T_UPDATE_PRICES changes list prices', async () => {
    expect(await run(['tests/fixtures/import/bmecat/catalog-full.xml'])).toMatchObject({
      status: 'done',
      mode: 'full',
      refused: 0,
    })
    expect(await skus()).toEqual(['BM-20110', 'BM-20220', 'BM-30330', 'BM-40440', 'BM-50550', 'BM-60660'])
    expect((await product('bm-20110-brake-disc')).json()).toMatchObject({ sku: 'BM-20110' })
    const before = await ctx.app.db.selectFrom('parts').select(['sku', 'list_price_cents']).orderBy('sku').execute()
    expect(await run(['tests/fixtures/import/bmecat/update-prices.xml'])).toMatchObject({
      status: 'done',
      mode: 'delta',
      refused: 0,
    })
    const after = await ctx.app.db.selectFrom('parts').select(['sku', 'list_price_cents']).orderBy('sku').execute()
    expect(after).not.toEqual(before)
  })

  it('a full import with bad rows changes nothing and reports each row exactly', async () => {
    const before = await skus()
    const result = await run(['tests/fixtures/import/csv-bad'], 'full')
    expect(result.status).toBe('failed')
    expect(result.refusals.map((r) => `${r.file} ${r.at} ${r.field} ${r.code}`)).toEqual([
      'parts.csv line 3 order_unit unknown-unit',
      'parts.csv line 4 list_price negative',
      'parts.csv line 5 article_id duplicate-id',
      'parts.csv line 7  malformed-file',
      'translations.csv line 4 article_id unknown-article',
      'translations.csv line 5 article_id unknown-article',
      'parts.csv line 6 name missing-translation',
    ])
    expect(await skus()).toEqual(before)
  })

  it('a delta with bad rows and XML broken in the middle imports the good rows before the break', async () => {
    const result = await run(['tests/fixtures/import/bmecat/bad-rows.xml'])
    expect(result.status).toBe('done')
    expect(result.counts.part).toBe(2)
    expect(new Set(result.refusals.map((r) => r.code))).toEqual(
      new Set([
        'unknown-unit',
        'negative',
        'duplicate-id',
        'required',
        'malformed-file',
        'unknown-article',
        'missing-translation',
      ]),
    )
    const codeAt = (at: string) => result.refusals.find((r) => r.at === at)?.code
    expect([codeAt('PRODUCT 2, line 50'), codeAt('PRODUCT 4, line 100'), codeAt('PRODUCT 8, line 201')]).toEqual([
      'unknown-unit',
      'duplicate-id',
      'malformed-file',
    ])
    expect(await skus()).toContain('BM-80880')
    expect(await skus()).not.toContain('BM-80881')
  })
})

import fs from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { importFiles } from './integration/catalog-import/import-service'
import { DEMO, loginCookie, SAME_ORIGIN } from './test/auth-helpers'
import { buildTestApp } from './test/build-test-app'

/**
 * The README's "try it" examples name parts, a VIN and quick-order numbers of the demo catalogue
 * `npm start` seeds (50,000 parts): they must exist there, or a new user's first try fails (issue 11).
 */
let ctx: Awaited<ReturnType<typeof buildTestApp>>
const readme = fs.readFileSync('README.md', 'utf8')
/** The README's "Try it" section, up to the next heading. */
const tryItStart = readme.indexOf('## Try it')
const tryIt = readme.slice(tryItStart, readme.indexOf('\n## ', tryItStart + 1))

beforeAll(async () => {
  ctx = await buildTestApp({}, { demoParts: 50_000, erpHistory: true })
}, 120_000)
afterAll(() => ctx.close())

const product = (slug: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/products/product/', payload: { slug, languageID: 'de', countryID: 'DE' } })

describe('the README examples exist in the seeded demo catalogue', () => {
  it('every product address it names opens a product; the backordered part has no stock', async () => {
    const slugs = [...tryIt.matchAll(/\/products\/([\w-]+)/g)].map((match) => match[1] as string)
    expect(slugs.length).toBeGreaterThanOrEqual(3)
    for (const slug of slugs) expect((await product(slug)).statusCode, slug).toBe(200)
    expect((await product('13-41676-levelling-valve')).json().stock).toBe(0)
    expect(tryIt).toContain('13-41676-levelling-valve')
  })

  it('its VIN finds a vehicle', async () => {
    const vin = /`([A-HJ-NPR-Z0-9]{17})`/.exec(tryIt)?.[1] as string
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/vin/findVehicle',
      payload: { lang: 'de', formValues: [{ name: 'IdentString', value: vin }] },
    })
    expect(response.json().list).toHaveLength(1)
  })

  it('its quick-order numbers resolve to parts', async () => {
    const cookie = await loginCookie(ctx.app, DEMO.werkstatt)
    const terms = [...tryIt.matchAll(/`([\w.]+)⇥(\d+)`/g)].map((match) => ({ term: match[1] as string, qty: Number(match[2]) }))
    expect(terms).toHaveLength(2)
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/quickorder/resolve',
      headers: { ...SAME_ORIGIN, cookie },
      payload: { languageID: 'de', countryID: 'DE', lines: terms },
    })
    expect(response.statusCode).toBe(200)
    expect(response.json().lines.map((line: { ok: boolean }) => line.ok)).toEqual([true, true])
  })

  it('its GTIN to scan opens the part it names', async () => {
    const [, gtin = '', sku = ''] = /GTIN `(\d{13})` opens `([\d.]+)`/.exec(tryIt) ?? []
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/search/partSearch',
      payload: { countryID: 'DE', languageID: 'de', searchTerm: gtin },
    })
    expect(response.json().products.map((p: { sku: string }) => p.sku)).toEqual([sku])
  })

  it('its exchange unit carries the deposit it names, and werkstatt has open cores to return', async () => {
    const [, sku = '', amount = ''] = /`([\d.]+)` \(turbocharger, \+ ([\d.,]+) € Altteilpfand\)/.exec(tryIt) ?? []
    const part = await ctx.app.db.selectFrom('parts').select(['deposit_cents']).where('sku', '=', sku).executeTakeFirst()
    expect(part?.deposit_cents).toBe(Math.round(Number(amount.replace('.', '').replace(',', '.')) * 100))
    const cookie = await loginCookie(ctx.app, DEMO.werkstatt)
    const cores = await ctx.app.inject({ method: 'GET', url: '/api/deposits', headers: { cookie } })
    expect(cores.json().items.length).toBeGreaterThan(0)
  })

  it('its import example adds the parts it names, and search finds them', async () => {
    const [, file = '', skus = ''] = /npm run import -- ([\w/.-]+)`[\s\S]*?adds (`[^)]*`)/.exec(tryIt) ?? []
    const result = await importFiles(ctx.app.db, { paths: [file], source: 'cli', startedBy: null })
    expect(result).toMatchObject({ status: 'done', refused: 0 })
    for (const sku of [...skus.matchAll(/`([\w-]+)`/g)].map((match) => match[1] as string)) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/search/partSearch',
        payload: { countryID: 'DE', languageID: 'de', searchTerm: sku },
      })
      expect(
        response.json().products.map((p: { sku: string }) => p.sku),
        sku,
      ).toContain(sku)
    }
  })
})

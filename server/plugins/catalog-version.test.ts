import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CATALOG_VERSION_HEADER } from '../../src/shared/contracts/catalog-version'
import { bumpCatalogVersion, readCatalogVersion } from '../db/repositories/catalog-version-repository'
import { buildTestApp } from '../test/build-test-app'

let ctx: Awaited<ReturnType<typeof buildTestApp>>
beforeAll(async () => {
  ctx = await buildTestApp({}, { demoParts: 200 })
})
afterAll(() => ctx.close())

const versionOf = async (url: string) => (await ctx.app.inject({ url })).headers[CATALOG_VERSION_HEADER]

describe('x-catalog-version', () => {
  it('the demo seed gives the catalogue a version, served on meta, catalogue reads and errors alike', async () => {
    const version = await readCatalogVersion(ctx.app.db)
    expect(version).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/)
    expect(await versionOf('/api/meta')).toBe(version)
    expect(await versionOf('/api/search/products?languageID=de&countryID=DE&term=brake')).toBe(version)
    expect(await versionOf('/api/products/no-such-part?languageID=de&countryID=DE')).toBe(version)
  })

  it('is not put on the page shell or images', async () => {
    expect((await ctx.app.inject({ url: '/' })).headers[CATALOG_VERSION_HEADER]).toBeUndefined()
  })

  it('a new import version reaches the next answer, later than the old one', async () => {
    const before = await readCatalogVersion(ctx.app.db)
    const after = await bumpCatalogVersion(ctx.app.db)
    ctx.app.catalogVersion.recheck()
    expect(after > (before ?? '')).toBe(true)
    expect(await versionOf('/api/meta')).toBe(after)
  })
})

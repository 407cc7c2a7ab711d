import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Product, productSchema } from '../../../../src/shared/contracts/catalog'
import { partImagesDir } from '../../../images/imported-image-routes'
import { buildTestApp } from '../../../test/build-test-app'

/** What an import adds to a part (migration 012) as the product API answers it. */
let ctx: Awaited<ReturnType<typeof buildTestApp>>
type Part = { id: number; slug: string; sku: string; gtin: string | null }
let imported: Part
let onlyDutch: Part
let demo: Part

beforeAll(async () => {
  ctx = await buildTestApp({}, { demoParts: 50 })
  ;[imported, onlyDutch, demo] = (await ctx.app.db
    .selectFrom('parts')
    .select(['id', 'slug', 'sku', 'gtin'])
    .orderBy('id')
    .limit(3)
    .execute()) as [Part, Part, Part]
  const db = ctx.app.db
  await db
    .updateTable('parts')
    .set({
      gtin: '4006633123452',
      manufacturer_part_no: 'KN-4711',
      order_unit: 'SET',
      image: 'https://cdn.example.com/p/4711.png',
    })
    .where('id', '=', imported.id)
    .execute()
  await db
    .insertInto('part_texts')
    .values([
      { part_id: imported.id, lang: 'de', description: 'Bremsscheibe, innenbelüftet, mit Schrauben.' },
      { part_id: imported.id, lang: 'en', description: 'Brake disc, internally vented, with bolts.' },
      { part_id: onlyDutch.id, lang: 'nl', description: 'Remschijf, inwendig geventileerd.' },
    ])
    .execute()
  await db
    .insertInto('part_features')
    .values([
      { part_id: imported.id, sort: 2, name: 'Dicke', value: '45 mm' },
      { part_id: imported.id, sort: 1, name: 'Durchmesser', value: '430 mm' },
    ])
    .execute()
  fs.mkdirSync(partImagesDir(ctx.dataDir), { recursive: true })
  await sharp({ create: { width: 400, height: 400, channels: 3, background: '#c00000' } })
    .png()
    .toFile(path.join(partImagesDir(ctx.dataDir), '4711.png'))
})
afterAll(() => ctx.close())

async function product(slug: string, languageID: string): Promise<Product> {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/products/product/',
    payload: { languageID, slug, countryID: 'DE' },
  })
  expect(response.statusCode).toBe(200)
  const body = response.json()
  expect(() => productSchema.strict().parse(body)).not.toThrow()
  return body
}

describe('a part as an import brings it', () => {
  it('answers GTIN, manufacturer part number, order unit and features in the catalogue’s order', async () => {
    expect(await product(imported.slug, 'de')).toMatchObject({
      gtin: '4006633123452',
      manufacturerPartNo: 'KN-4711',
      orderUnit: 'SET',
      features: [
        { name: 'Durchmesser', value: '430 mm' },
        { name: 'Dicke', value: '45 mm' },
      ],
    })
  })

  it('words the long description in the reader’s language, else the shop’s default language, else any', async () => {
    expect((await product(imported.slug, 'en')).description).toBe('Brake disc, internally vented, with bolts.')
    expect((await product(imported.slug, 'fr')).description).toBe('Bremsscheibe, innenbelüftet, mit Schrauben.')
    expect((await product(onlyDutch.slug, 'fr')).description).toBe('Remschijf, inwendig geventileerd.')
  })

  it('keeps the demo’s answer for a part without imported details', async () => {
    const body = await product(demo.slug, 'de')
    // The demo's parts carry their generated GTIN (most of them), nothing else of an import.
    expect(body).toMatchObject({ description: null, gtin: demo.gtin, manufacturerPartNo: null, orderUnit: 'C62', features: [] })
    expect(body.images[0]?.src).toMatch(/^\/images\/[a-z-]+$/)
  })

  it('serves the imported picture by its file name in the shop’s 4:3 frame; a missing file is a 404, never the SPA', async () => {
    const [image] = (await product(imported.slug, 'de')).images
    expect(image?.src).toBe('/images/imported/4711.png')
    const search = await ctx.app.inject({
      url: '/api/search/products',
      query: { languageID: 'de', countryID: 'DE', term: imported.sku },
    })
    expect(search.json().products.find((row: { sku: string }) => row.sku === imported.sku)?.image.src).toBe(image?.src)
    const response = await ctx.app.inject({ url: `${image?.src}/256.webp` })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('image/webp')
    expect(await sharp(response.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 256, height: 192 })
    for (const url of [
      '/images/imported/4712.png/256.webp',
      '/images/imported/4711.png/300.webp',
      '/images/imported/..%2Fx/256.webp',
    ]) {
      const missing = await ctx.app.inject({ url })
      expect(missing.statusCode, url).toBe(404)
      expect(missing.headers['content-type'], url).toContain('application/json')
    }
  })
})

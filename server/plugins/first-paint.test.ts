import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp } from '../test/build-test-app'
import { createBuildCatalogs } from './build-catalogs'
import { readBuildManifest } from './build-manifest'
import { firstPaintHtml, productImageOfPage } from './first-paint'
import { pageAddress } from './page-address'

let ctx: Awaited<ReturnType<typeof buildTestApp>>
let staticDir: string
beforeAll(async () => {
  ctx = await buildTestApp()
  // A build as Vite and Lingui write it: the manifest names each language's compiled catalog chunk.
  staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'first-paint-'))
  fs.mkdirSync(path.join(staticDir, '.vite'))
  fs.mkdirSync(path.join(staticDir, 'assets'))
  fs.writeFileSync(
    path.join(staticDir, '.vite', 'manifest.json'),
    JSON.stringify({ 'locales/de/messages.po': { file: 'assets/messages-de.js' } }),
  )
  const compiled = { btu0D3: ['Ersatzteile für Lkw, Anhänger & Busse'], '/l4kd5': ['Ergebnisse für „', ['0'], '“'] }
  fs.writeFileSync(
    path.join(staticDir, 'assets', 'messages-de.js'),
    `var e=JSON.parse(${JSON.stringify(JSON.stringify(compiled))});export{e as messages};`,
  )
})
afterAll(async () => {
  await ctx.close()
  fs.rmSync(staticDir, { recursive: true, force: true })
})

describe('what a first page paints from its HTML', () => {
  it('home: the hero heading from the build’s catalog, escaped; a missing message in the source language', async () => {
    const translate = await createBuildCatalogs(staticDir, readBuildManifest(staticDir))('de')
    const html = firstPaintHtml(pageAddress('/'), translate, undefined)
    expect(html).toContain('<section class="hero"><h1>Ersatzteile für Lkw, Anhänger &amp; Busse</h1>')
    expect(html).toContain('<p>Search by article number, OE reference number, description or the 17-character VIN.</p>')
  })

  it('search results: the heading names the term, and a term cannot add markup', async () => {
    const translate = await createBuildCatalogs(staticDir, readBuildManifest(staticDir))('de')
    const html = firstPaintHtml(pageAddress('/search/results?term=%3Cimg%20src%3Dx%3E'), translate, undefined)
    expect(html).toContain('<h1>Ergebnisse für „&lt;img src=x&gt;“</h1>')
    expect(html).not.toContain('<img')
    expect(firstPaintHtml(pageAddress('/search/results?categories=12'), translate, undefined)).toBe('')
  })

  it('a product page: its image at the size the page shows it, high priority; an unknown part none', async () => {
    const part = await ctx.app.db.selectFrom('parts').select('slug').executeTakeFirstOrThrow()
    const image = await productImageOfPage(ctx.app, pageAddress(`/en/products/${part.slug}`))
    const html = firstPaintHtml(pageAddress(`/en/products/${part.slug}`), undefined, image)
    expect(html).toMatch(
      /<div class="product__image"><img src="\/images\/[a-z-]+\/512\.webp" srcset="[^"]+" sizes="320px" alt="" width="320" height="320" fetchpriority="high">/,
    )
    expect(await productImageOfPage(ctx.app, pageAddress('/products/no-such-part'))).toBeUndefined()
    expect(await productImageOfPage(ctx.app, pageAddress('/products/%E0%A4%A'))).toBeUndefined()
  })

  it('a product page with an imported picture preloads that picture, the one the page shows', async () => {
    const part = await ctx.app.db.selectFrom('parts').select(['id', 'slug']).orderBy('id', 'desc').executeTakeFirstOrThrow()
    await ctx.app.db.updateTable('parts').set({ image: 'scheibe-4711.jpg' }).where('id', '=', part.id).execute()
    const image = await productImageOfPage(ctx.app, pageAddress(`/products/${part.slug}`))
    expect(image?.src).toBe('/images/imported/scheibe-4711.jpg/512.webp')
  })

  it('without a build’s catalogs, or on any other page, only the header shell is painted', async () => {
    const missing = await createBuildCatalogs(
      path.join(staticDir, 'missing'),
      readBuildManifest(path.join(staticDir, 'missing')),
    )('de')
    expect(missing).toBeUndefined()
    expect(firstPaintHtml(pageAddress('/'), missing, undefined)).toBe('')
    const translate = await createBuildCatalogs(staticDir, readBuildManifest(staticDir))('de')
    expect(firstPaintHtml(pageAddress('/infocenter'), translate, undefined)).toBe('')
  })
})

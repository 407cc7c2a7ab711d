import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp } from '../test/build-test-app'
import { readBuildManifest } from './build-manifest'
import { createFirstPageHints, productImagePreload } from './first-page-hints'
import { productImageOfPage } from './first-paint'
import { pageAddress } from './page-address'

let ctx: Awaited<ReturnType<typeof buildTestApp>>
let staticDir: string
beforeAll(async () => {
  ctx = await buildTestApp()
  // A build manifest as Vite writes it: the entry, the catalogs and a page chunk with a chunk of its own.
  staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'hints-'))
  fs.mkdirSync(path.join(staticDir, '.vite'))
  fs.writeFileSync(
    path.join(staticDir, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-1.js', imports: ['_first-page-1.js'] },
      '_first-page-1.js': { file: 'assets/first-page-1.js' },
      'locales/de/messages.po': { file: 'assets/messages-de.js' },
      'locales/en/messages.po': { file: 'assets/messages-en.js' },
      'src/routes/{-$lang}/products/$slug.tsx?tsr-split=component': {
        file: 'assets/slug-1.js',
        imports: ['index.html', '_first-page-1.js', '_availability-1.js'],
        css: ['assets/slug-1.css'],
      },
      '_availability-1.js': { file: 'assets/availability-1.js' },
      // Home and search results share one chunk, known by its name only (vite.config.ts).
      '_landing-pages-1.js': { file: 'assets/landing-pages-1.js', name: 'landing-pages', imports: ['index.html'] },
    }),
  )
})
afterAll(async () => {
  await ctx.close()
  fs.rmSync(staticDir, { recursive: true, force: true })
})

const links = (html: string) => html.match(/<link[^>]*>/g) ?? []

describe('first-page hints in the HTML', () => {
  it('a product page names its catalog, its chunks (not the entry’s), its image and the header’s reads', async () => {
    const part = await ctx.app.db.selectFrom('parts').select('slug').executeTakeFirstOrThrow()
    const url = `/products/${part.slug}`
    const image = await productImageOfPage(ctx.app, pageAddress(url))
    const hints = [
      ...links(createFirstPageHints(readBuildManifest(staticDir))(pageAddress(url), 'DE')),
      ...(image ? [productImagePreload(image)] : []),
    ]
    expect(hints).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/messages-de.js">')
    expect(hints).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/slug-1.js">')
    expect(hints).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/availability-1.js">')
    expect(hints).toContain('<link rel="preload" as="style" href="/assets/slug-1.css">')
    expect(hints.join('')).not.toContain('first-page-1.js')
    expect(hints).toContain('<link rel="preload" as="fetch" crossorigin="anonymous" href="/api/categories?languageID=de">')
    const imageHint = hints.find((hint) => hint.includes('as="image"'))
    expect(imageHint).toMatch(/href="\/images\/[a-z-]+\/512\.webp"/)
    expect(imageHint).toContain('imagesizes="320px"')
  })

  it('an unknown product gets no image hint; English pages name the English catalog and data', async () => {
    const hints = createFirstPageHints(readBuildManifest(staticDir))
    expect(await productImageOfPage(ctx.app, pageAddress('/products/no-such-part'))).toBeUndefined()
    const english = hints(pageAddress('/en'), 'DE')
    expect(english).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/landing-pages-1.js">')
    expect(english).toContain('/assets/messages-en.js')
    expect(english).toContain('href="/api/content-data?languageID=en"')
    expect(english).toMatch(/href="\/api\/country\?languageID=en&amp;countryID=GB&amp;timestamp=\d+"/)
  })

  it('a page without a head is served unchanged; without a build manifest only the data is named', async () => {
    const response = await ctx.app.inject({ url: '/search/results?term=bremsscheibe' })
    expect(response.statusCode).toBe(200)
    expect(response.body).not.toContain('<link')
    const withoutManifest = await createFirstPageHints(readBuildManifest(path.join(staticDir, 'missing')))(
      pageAddress('/search/results?term=x'),
      'DE',
    )
    expect(withoutManifest).not.toContain('modulepreload')
    expect(withoutManifest).toContain('/api/search/products?term=x&amp;page=1')
  })
})

import { firstPageDataUrls } from '../../src/shared/contracts/first-page-data'
import { escapeXml } from '../documents/einvoice/xml-element'
import type { Manifest } from './build-manifest'
import type { PageImage } from './first-paint'
import type { PageAddress } from './page-address'

/** The route files whose page chunk a first visit needs at once (the pages issue 17 measures). */
const PAGE_ROUTES: Array<{ pattern: RegExp; file: string }> = [
  { pattern: /^\/?$/, file: 'src/routes/{-$lang}/index.tsx' },
  { pattern: /^\/products\/[^/]+$/, file: 'src/routes/{-$lang}/products/$slug.tsx' },
  { pattern: /^\/search\/results$/, file: 'src/routes/{-$lang}/search/results.tsx' },
]

/**
 * The `<link>` hints a page's HTML carries so that nothing a first visit needs waits for the script
 * that asks for it (issue 17, decision 010): the language's catalog and the page's chunk (modulepreload),
 * and the page's and the header's API reads (preload as fetch); the product image's hint is
 * `productImagePreload`, which goes first in the head. Without a build manifest (tests, an old build)
 * it names only the data. The reads name the shop's default country (admin setting over DEFAULT_COUNTRY)
 * for the unprefixed language, as the SPA's first reads do (issue 30).
 */
export function createFirstPageHints(manifest: Manifest | undefined) {
  // The entry's own imports are named by Vite in the HTML already.
  const inHtml = new Set(manifest ? ['index.html', ...(manifest['index.html']?.imports ?? [])] : [])

  /** A chunk and the chunks it imports, as files, leaving out what the HTML names already. */
  const walkChunk = (key: string, seen = new Set<string>()): { scripts: string[]; styles: string[] } => {
    const chunk = manifest?.[key]
    if (!chunk || seen.has(key) || inHtml.has(key)) return { scripts: [], styles: [] }
    seen.add(key)
    const nested = (chunk.imports ?? []).map((child) => walkChunk(child, seen))
    return {
      scripts: [chunk.file, ...nested.flatMap((n) => n.scripts)],
      styles: [...(chunk.css ?? []), ...nested.flatMap((n) => n.styles)],
    }
  }

  /**
   * A route's own chunk; vite.config.ts merges the landing pages' chunks into one named `landing-pages`,
   * which the manifest knows by that name only.
   */
  const pageChunkKey = (routeFile: string): string => {
    const own = `${routeFile}?tsr-split=component`
    if (manifest?.[own]) return own
    return Object.keys(manifest ?? {}).find((key) => manifest?.[key]?.name === 'landing-pages') ?? own
  }

  // The manifest does not change while the server runs: each chunk's files are walked once.
  const walked = new Map<string, { scripts: string[]; styles: string[] }>()
  const chunkFiles = (key: string) => {
    let files = walked.get(key)
    if (!files) {
      files = walkChunk(key)
      walked.set(key, files)
    }
    return files
  }

  return function hintsFor({ lang, rest, pathname, searchParams }: PageAddress, defaultCountry: string): string {
    const links: string[] = []
    const route = PAGE_ROUTES.find((page) => page.pattern.test(rest))
    const chunks = chunkFiles(`locales/${lang}/messages.po`)
    const page = route ? chunkFiles(pageChunkKey(route.file)) : { scripts: [], styles: [] }
    for (const file of [...chunks.scripts, ...page.scripts])
      links.push(`<link rel="modulepreload" fetchpriority="low" crossorigin href="/${file}">`)
    for (const file of page.styles) links.push(`<link rel="preload" as="style" href="/${file}">`)
    for (const data of firstPageDataUrls(pathname, searchParams, defaultCountry))
      links.push(`<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeXml(data)}">`)
    return links.join('')
  }
}

/**
 * The product image is the product page's largest paint: asked for with the HTML, at the size shown,
 * and first in the head, so no script or catalog is queued before it on a phone's few connections.
 */
export function productImagePreload(image: PageImage): string {
  return `<link rel="preload" as="image" fetchpriority="high" href="${escapeXml(image.src)}" imagesrcset="${escapeXml(image.srcSet)}" imagesizes="${image.sizes}">`
}

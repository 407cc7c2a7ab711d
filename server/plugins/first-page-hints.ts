import fs from 'node:fs'
import path from 'node:path'
import { firstPageDataUrls } from '../../src/shared/contracts/first-page-data'
import { splitLanguage, toRoutePath } from '../../src/shared/contracts/routes'
import type { PageImage } from './first-paint'

type ManifestChunk = { file: string; imports?: string[]; css?: string[] }
type Manifest = Record<string, ManifestChunk>

/** The route files whose page chunk a first visit needs at once (the pages issue 17 measures). */
const PAGE_ROUTES: Array<{ pattern: RegExp; file: string }> = [
  { pattern: /^\/?$/, file: 'src/routes/{-$lang}/index.tsx' },
  { pattern: /^\/products\/[^/]+$/, file: 'src/routes/{-$lang}/products/$slug.tsx' },
  { pattern: /^\/search\/results$/, file: 'src/routes/{-$lang}/search/results.tsx' },
]

/**
 * The `<link>` hints a page's HTML carries so that nothing a first visit needs waits for the script
 * that asks for it (issue 17, decision 010): the language's catalog and the page's chunk (modulepreload),
 * the page's and the header's API reads (preload as fetch), and the product image (preload as image).
 * Without a build manifest (tests, an old build) it names only the data.
 */
export function createFirstPageHints(staticDir: string) {
  const manifest = readManifest(path.join(staticDir, '.vite', 'manifest.json'))
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

  /** `productImage`: the product page's image (first-paint.ts looks it up once for the hint and the paint). */
  return function hintsFor(url: string, productImage: PageImage | undefined): string {
    const parsed = new URL(url, 'http://shop.invalid')
    const { lang, rest } = splitLanguage(toRoutePath(parsed.pathname))
    const links: string[] = []
    const route = PAGE_ROUTES.find((page) => page.pattern.test(rest))
    const chunks = chunkFiles(`locales/${lang}/messages.po`)
    const page = route ? chunkFiles(`${route.file}?tsr-split=component`) : { scripts: [], styles: [] }
    for (const file of [...chunks.scripts, ...page.scripts]) links.push(`<link rel="modulepreload" crossorigin href="/${file}">`)
    for (const file of page.styles) links.push(`<link rel="preload" as="style" href="/${file}">`)
    for (const data of firstPageDataUrls(parsed.pathname, parsed.searchParams))
      links.push(`<link rel="preload" as="fetch" crossorigin="anonymous" href="${escapeAttribute(data)}">`)
    // The product image is the product page's largest paint: asked for with the HTML, at the size shown.
    if (productImage)
      links.push(
        `<link rel="preload" as="image" fetchpriority="high" href="${escapeAttribute(productImage.src)}" imagesrcset="${escapeAttribute(productImage.srcSet)}" imagesizes="${productImage.sizes}">`,
      )
    return links.join('')
  }
}

function readManifest(file: string): Manifest | undefined {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest
  } catch {
    return undefined
  }
}

function escapeAttribute(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;')
}

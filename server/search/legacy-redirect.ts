import { localizePath, splitLanguage } from '../../src/shared/contracts/routes'
import type { SearchPort } from './search-port'

/** SPEC.md §5: 6–8 digits with an optional two-letter suffix, or a prefixed form such as `SA1000123`. */
const PART_NUMBER = /^(\d{6,8}[a-z]{0,2}|sa[a-z0-9]{6,10})$/

/**
 * The part numbers a legacy page name may hold, most specific first. Names mix words and numbers
 * (`bremsscheibe-1-10234.html`, `5.40020xl.html`, `sa-1000123.html`), and separators inside a number
 * vary, so runs of up to three neighbouring segments are joined and tested.
 */
export function partNumberCandidates(pageName: string): string[] {
  const segments = pageName
    .toLowerCase()
    .split(/[-_.\s]+/)
    .filter(Boolean)
  const candidates: string[] = []
  for (let length = 3; length >= 1; length--) {
    for (let start = 0; start + length <= segments.length; start++) {
      const joined = segments.slice(start, start + length).join('')
      if (PART_NUMBER.test(joined) && !candidates.includes(joined)) candidates.push(joined)
    }
  }
  return candidates
}

/** Where a legacy `*.html` page with a part number lives now: `/products/{slug}`, in the page's language; null when none matches. */
export async function findLegacyProductPath(search: SearchPort, pathname: string): Promise<string | null> {
  if (!pathname.toLowerCase().endsWith('.html')) return null
  const { lang, rest } = splitLanguage(pathname)
  const pageName = decodeURIComponent(rest.split('/').pop() ?? '').replace(/\.html$/i, '')
  for (const candidate of partNumberCandidates(pageName)) {
    const [product] = await search.findByPartNumber(candidate, lang)
    if (product) return localizePath(`/products/${product.slug}`, lang)
  }
  return null
}

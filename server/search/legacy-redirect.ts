import { legacyPagePartNumbers } from '../../src/shared/contracts/permanent-redirects'
import { localizePath, splitLanguage } from '../../src/shared/contracts/routes'
import type { SearchPort } from './search-port'

/** Where a legacy `*.html` page with a part number lives now: `/products/{slug}`, in the page's language; null when none matches. */
export async function findLegacyProductPath(search: SearchPort, pathname: string): Promise<string | null> {
  const { lang } = splitLanguage(pathname)
  for (const candidate of legacyPagePartNumbers(pathname)) {
    const [product] = await search.findByPartNumber(candidate, lang)
    if (product) return localizePath(`/products/${product.slug}`, lang)
  }
  return null
}

import type { Language } from '../../src/shared/contracts/languages'
import { splitLanguage, toRoutePath } from '../../src/shared/contracts/routes'

/**
 * A page's address as the first-page code reads it (issue 17): the page's language, its route path
 * without the language (translated division paths mapped to the route tree's), and its query. Parsed
 * once per page request, then handed to the hints, the first paint and the product image lookup.
 */
export type PageAddress = { lang: Language; rest: string; pathname: string; searchParams: URLSearchParams }

export function pageAddress(url: string): PageAddress {
  const parsed = new URL(url, 'http://shop.invalid')
  const { lang, rest } = splitLanguage(toRoutePath(parsed.pathname))
  return { lang, rest, pathname: parsed.pathname, searchParams: parsed.searchParams }
}

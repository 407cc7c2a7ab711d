import { DEFAULT_LANGUAGE, isLanguage, type Language } from './languages'

/**
 * The SPA pages the server answers with 200, in their German (unprefixed) form.
 * Grows with every page the SPA implements; `routes.test.ts` checks the router knows each one.
 * `:name` is one path segment.
 */
export const SPA_ROUTE_PATTERNS = ['/', '/geoselection'] as const

/** SPEC.md §2: paths ending in an image extension are never pages. */
export const IMAGE_PATH_PATTERN = /\.(jpe?g|webp|png|svg|gif)$/i

export function isImagePath(pathname: string): boolean {
  return IMAGE_PATH_PATTERN.test(pathname)
}

/** Splits an optional language prefix off a path: `/en/geoselection` → `{ lang: 'en', rest: '/geoselection' }`. */
export function splitLanguage(pathname: string): { lang: Language; rest: string } {
  const [, first, ...others] = pathname.split('/')
  if (first && first !== DEFAULT_LANGUAGE && isLanguage(first)) {
    return { lang: first, rest: `/${others.join('/')}` }
  }
  return { lang: DEFAULT_LANGUAGE, rest: pathname }
}

/** Prefixes a German-form path with a language: `('/geoselection', 'en')` → `/en/geoselection`, `('/', 'fr')` → `/fr`. */
export function localizePath(path: string, lang: Language): string {
  if (lang === DEFAULT_LANGUAGE) return path
  return path === '/' ? `/${lang}` : `/${lang}${path}`
}

function matchesPattern(path: string, pattern: string): boolean {
  const want = pattern.split('/')
  const got = path.split('/')
  if (want.length !== got.length) return false
  return want.every((segment, i) => (segment.startsWith(':') ? got[i] !== '' : segment === got[i]))
}

/** True when the path (with or without a language prefix) is a page the SPA renders. */
export function isSpaRoute(pathname: string): boolean {
  const { rest } = splitLanguage(pathname)
  return SPA_ROUTE_PATTERNS.some((pattern) => matchesPattern(rest, pattern))
}

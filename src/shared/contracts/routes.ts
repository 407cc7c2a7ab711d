import { isLanguage, type Language, unprefixedLanguage } from './languages'

/**
 * The SPA pages the server answers with 200, in their German (unprefixed) form.
 * Grows with every page the SPA implements; `src/app/routes-agree.test.ts` checks the router knows each one.
 * `:name` is one path segment.
 */
export const SPA_ROUTE_PATTERNS = [
  '/',
  '/geoselection',
  '/categories',
  '/compare',
  '/products/:slug',
  '/search/results',
  '/vin',
  '/vin/search/:vin',
  '/vin/:type/:slug',
  '/produktdivisionen',
  '/produktdivisionen/:divisionId',
  '/login',
  '/password-reset',
  '/password-reset/:token',
  '/infocenter',
  '/changes',
  '/checkout',
  '/checkout/cart',
  '/checkout/redirect',
  '/checkout/step1',
  '/checkout/step2',
  '/checkout/step3',
  '/checkout/step4',
  '/checkout/step5',
  '/checkout/step6',
  '/redirect',
  '/infocenter/quickorder',
  '/infocenter/mycarts',
  '/infocenter/orderhistory',
  '/infocenter/orderhistory/:slug',
  '/infocenter/backorderlist',
  '/infocenter/salesinvoice',
  '/infocenter/creditnotes',
  '/infocenter/deliverynotes',
  '/infocenter/packinglist',
] as const

/** SPEC.md §2: the divisions page has a path of its own in every language; routes use the German one. */
export const DIVISION_SEGMENT: Record<Language, string> = {
  de: 'produktdivisionen',
  en: 'product-divisions',
  fr: 'divisions',
  it: 'divisioni',
  ru: 'razdely',
  nl: 'divisies',
  pt: 'divisoes',
  es: 'divisiones',
}

/** `/en/product-divisions/x` → `/en/produktdivisionen/x`: the form the route tree and SPA_ROUTE_PATTERNS know. */
export function toRoutePath(pathname: string): string {
  const { lang, rest } = splitLanguage(pathname)
  const local = DIVISION_SEGMENT[lang]
  if (local === DIVISION_SEGMENT.de || !(rest === `/${local}` || rest.startsWith(`/${local}/`))) return pathname
  return prefix(`/${DIVISION_SEGMENT.de}${rest.slice(local.length + 1)}`, lang)
}

/** The inverse of toRoutePath: what the address bar shows. */
export function toPublicPath(pathname: string): string {
  const { lang, rest } = splitLanguage(pathname)
  const german = DIVISION_SEGMENT.de
  if (lang === 'de' || !(rest === `/${german}` || rest.startsWith(`/${german}/`))) return pathname
  return prefix(`/${DIVISION_SEGMENT[lang]}${rest.slice(german.length + 1)}`, lang)
}

/** SPEC.md §2: paths ending in an image extension are never pages. */
export const IMAGE_PATH_PATTERN = /\.(jpe?g|webp|png|svg|gif)$/i

export function isImagePath(pathname: string): boolean {
  return IMAGE_PATH_PATTERN.test(pathname)
}

/** Splits an optional language prefix off a path: `/en/geoselection` → `{ lang: 'en', rest: '/geoselection' }`. */
export function splitLanguage(pathname: string): { lang: Language; rest: string } {
  const [, first, ...others] = pathname.split('/')
  if (first && first !== unprefixedLanguage() && isLanguage(first)) {
    return { lang: first, rest: `/${others.join('/')}` }
  }
  return { lang: unprefixedLanguage(), rest: pathname }
}

function prefix(path: string, lang: Language): string {
  if (lang === unprefixedLanguage()) return path
  return path === '/' ? `/${lang}` : `/${lang}${path}`
}

/**
 * The address of a German-form path in a language: `('/geoselection', 'en')` → `/en/geoselection`,
 * `('/', 'fr')` → `/fr`, `('/produktdivisionen', 'es')` → `/es/divisiones`.
 */
export function localizePath(path: string, lang: Language): string {
  return toPublicPath(prefix(path, lang))
}

function matchesPattern(path: string, pattern: string): boolean {
  const want = pattern.split('/')
  const got = path.split('/')
  if (want.length !== got.length) return false
  return want.every((segment, i) => (segment.startsWith(':') ? got[i] !== '' : segment === got[i]))
}

/** True when the path (with or without a language prefix) is a page the SPA renders. */
export function isSpaRoute(pathname: string): boolean {
  const { lang } = splitLanguage(pathname)
  // Another language's page must use its own division path, not the German one.
  if (lang !== 'de' && toPublicPath(pathname) !== pathname) return false
  const routeRest = splitLanguage(toRoutePath(pathname)).rest
  return SPA_ROUTE_PATTERNS.some((pattern) => matchesPattern(routeRest, pattern))
}

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
  '/kihadmin',
  '/kihadmin/customers/:customerId',
  '/kihadmin/alerts',
  '/kihadmin/settings',
  '/kihadmin/wording',
  '/kihadmin/errors',
  '/kihadmin/jobs',
  '/kihadmin/integration-keys',
  '/kihadmin/webhooks',
  '/kihadmin/service-cases',
  '/kihadmin/service-cases/:caseId',
  '/kihadmin/audit',
  '/kihadmin/imports',
  '/infocenter/addresses',
  '/infocenter/availability',
  '/infocenter/currencies',
  '/infocenter/noticelist',
  '/infocenter/sharedFavourites',
  '/infocenter/forms',
  '/infocenter/appointment',
  '/infocenter/appointment/edit',
  '/infocenter/partnerinterface',
  '/infocenter/deposits',
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

/**
 * SPEC.md §5: pages under these need a login, except the redirect pages and shared favourites. The
 * admin area too: its own guard then asks for the admin-service token (src/routes/-guards/require-admin.ts).
 */
const LOGIN_AREAS = ['/checkout', '/infocenter', '/kihadmin']
const OPEN_PAGES = ['/checkout/redirect', '/redirect', '/infocenter/sharedFavourites']

/** Whether a path (with or without a language prefix) is a page only a logged-in customer may see. */
export function needsLogin(pathname: string): boolean {
  const { rest } = splitLanguage(toRoutePath(pathname))
  if (OPEN_PAGES.includes(rest)) return false
  return LOGIN_AREAS.some((area) => rest === area || rest.startsWith(`${area}/`))
}

/**
 * The login page's `returnTo`: only a path of this site (`/x`, never `//host`, `/\host` or a URL),
 * so the login can never be turned into a way off the shop.
 */
export function safeReturnPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || !value.startsWith('/') || /^\/[/\\]/.test(value)) return undefined
  // A control character or backslash has no place in a path and lets browsers read it as another host.
  for (const char of value) if (char === '\\' || char.charCodeAt(0) < 0x20) return undefined
  return value
}

/**
 * SPEC.md §8: the one check every link from server data passes before it is rendered
 * (footer, social, legal, contact form, help desk, carrier tracking, /redirect's target).
 * Only these protocols ever become links; javascript:, data:, vbscript:, file:, blob: … never do.
 */
const SAFE_PROTOCOLS = new Set(['http:', 'https:', 'mailto:', 'tel:'])

export type GuardedHref =
  /** A page of this shop: `href` is its path (with query and hash), safe for the router. */
  | { kind: 'internal'; href: string }
  /** Another site, or mail and phone: rendered as leaving the shop. */
  | { kind: 'external'; href: string }
  | { kind: 'refused' }

const REFUSED: GuardedHref = { kind: 'refused' }

/**
 * Classifies a link the way the browser will read it: the URL parser strips the tabs, newlines and
 * leading control characters that smuggle `java\tscript:` past a naive prefix test, so the protocol
 * checked is the one the browser would follow. `origin` is this shop's.
 */
export function guardHref(raw: string | null | undefined, origin: string): GuardedHref {
  if (typeof raw !== 'string' || raw.trim() === '') return REFUSED
  let url: URL
  try {
    url = new URL(raw, origin)
  } catch {
    return REFUSED
  }
  if (!SAFE_PROTOCOLS.has(url.protocol)) return REFUSED
  // Credentials in a link (`https://shop@evil.example`) only serve to disguise where it goes.
  if (url.username || url.password) return REFUSED
  if (url.origin === origin) return { kind: 'internal', href: `${url.pathname}${url.search}${url.hash}` }
  return { kind: 'external', href: url.href }
}

/** The shop's own origin in the browser (a fixed stand-in where there is no window, e.g. in tests). */
export function shopOrigin(): string {
  return typeof window === 'undefined' ? 'http://localhost' : window.location.origin
}

/**
 * SPEC.md §2's permanent (301) moves of page addresses, as pure functions: the server applies them
 * and the service worker lets exactly these navigations through to the server instead of answering
 * with the app shell, so the two cannot disagree about which addresses move.
 */

/** SPEC.md §5: 6–8 digits with an optional two-letter suffix, or a prefixed form such as `SA1000123`. */
const PART_NUMBER = /^(\d{6,8}[a-z]{0,2}|sa[a-z0-9]{6,10})$/

/** Where a page address with a trailing slash moves to (the root keeps its slash); null when it has none. */
export function trailingSlashTarget(pathname: string): string | null {
  if (pathname === '/' || pathname.startsWith('/api/') || !pathname.endsWith('/')) return null
  return pathname.replace(/\/+$/, '') || '/'
}

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

/** The part numbers a legacy `*.html` page address names (its last segment); empty for any other address. */
export function legacyPagePartNumbers(pathname: string): string[] {
  if (!pathname.toLowerCase().endsWith('.html')) return []
  let pageName: string
  try {
    pageName = decodeURIComponent(pathname.split('/').pop() ?? '')
  } catch {
    return []
  }
  return partNumberCandidates(pageName.replace(/\.html$/i, ''))
}

/** A part number as legacy page names write it: lower case, without dots, dashes or spaces. */
export function comparablePartNumber(sku: string): string {
  return sku.toLowerCase().replace(/[-_.\s]+/g, '')
}

/** True when the server may answer this page address with a 301 (a legacy page is looked up in the catalogue). */
export function mayMovePermanently(pathname: string): boolean {
  return trailingSlashTarget(pathname) !== null || legacyPagePartNumbers(pathname).length > 0
}

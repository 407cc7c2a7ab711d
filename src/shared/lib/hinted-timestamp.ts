/**
 * SPEC.md §7 sends `GET /api/country` with a cache-busting timestamp. The server's preload hint for it
 * (issue 17, first-page-data.ts) carries the time the page was served; the first read of that country
 * takes the same timestamp, so it is the hinted request and not a second one. Used once: later reads
 * stamp their own time. Undefined when the page has no such hint (the service worker's copy of the page).
 */
const taken = new Set<string>()

export function takeHintedTimestamp(path: string, query: Record<string, string>): string | undefined {
  if (typeof document === 'undefined') return undefined
  const prefix = `/api${path}?${new URLSearchParams(query)}&timestamp=`
  for (const link of document.querySelectorAll('link[rel="preload"][as="fetch"]')) {
    const href = link.getAttribute('href') ?? ''
    if (!href.startsWith(prefix) || taken.has(href)) continue
    taken.add(href)
    const stamp = href.slice(prefix.length)
    return /^\d+$/.test(stamp) ? stamp : undefined
  }
  return undefined
}

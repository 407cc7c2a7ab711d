import type { WorkboxPlugin } from 'workbox-core/types'

/** The cache key of a request without the named query parameters. */
export function withoutSearchParams(requestUrl: string, names: readonly string[]): string {
  const url = new URL(requestUrl)
  for (const name of names) url.searchParams.delete(name)
  return url.href
}

/**
 * A request's cache key without cache-busting parameters: `GET /api/country?…&timestamp=…` (SPEC.md §7)
 * differs on every call, so without this every answer would be a new entry and none found offline.
 */
export function ignoreSearchParams(names: readonly string[]): WorkboxPlugin {
  return {
    cacheKeyWillBeUsed: async ({ request }) => withoutSearchParams(request.url, names),
  }
}

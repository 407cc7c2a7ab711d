import { queryOptions } from '@tanstack/react-query'
import { proxy, subscribe } from 'valtio'
import { isLanguage, setUnprefixedLanguage } from '../contracts/languages'
import type { MetaResponse } from '../contracts/meta'
import { BUILT_IN_META } from '../contracts/meta-constants'
import { apiGet } from '../lib/api-client'

const STORAGE_KEY = 'parts-shop-meta'

/**
 * The shop's configuration as GET /api/meta says (issue 15). The first paint never waits for it:
 * the shell's `<meta name="shop-meta">` (a page the server sent), else the device's last copy
 * (localStorage; a shell from the service worker's cache), else SPEC.md's defaults (de, DE) apply
 * until it answers. The answer itself lives in the persisted query cache, so it opens offline.
 */
function load(): MetaResponse {
  try {
    // The shell the server just sent names the shop's settings (server/meta/shop-meta.ts): freshest.
    const fromShell = document.querySelector('meta[name="shop-meta"]')?.getAttribute('content')
    if (fromShell) {
      const meta = JSON.parse(fromShell) as MetaResponse
      if (isLanguage(meta.defaultLanguage)) return remember({ ...BUILT_IN_META, ...meta })
    }
  } catch {}
  try {
    const saved = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as Partial<MetaResponse> | null
    if (saved && isLanguage(saved.defaultLanguage)) return { ...BUILT_IN_META, ...saved }
  } catch {}
  return { ...BUILT_IN_META }
}

/**
 * Kept on the device as soon as the server names it: the service worker answers every later page with
 * its cached shell, which has no meta tag, and a meta that never changed never reaches `subscribe`.
 * Without this copy such a start searched in de/DE first, then again in the shop's language once
 * GET /api/meta answered (issue 30).
 */
function remember(meta: MetaResponse): MetaResponse {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(meta))
  } catch {}
  return meta
}

export const shopMeta = proxy<MetaResponse>(load())
setUnprefixedLanguage(shopMeta.defaultLanguage)

subscribe(shopMeta, () => remember(shopMeta))

export const metaQuery = queryOptions({
  queryKey: ['meta'],
  queryFn: ({ signal }) => apiGet<MetaResponse>('/meta', undefined, signal),
  staleTime: 5 * 60_000,
})

/** Takes a fresh answer; true when the unprefixed language changed (the page must re-render in it). */
export function applyMeta(meta: MetaResponse): boolean {
  const languageChanged = meta.defaultLanguage !== shopMeta.defaultLanguage
  Object.assign(shopMeta, meta)
  setUnprefixedLanguage(meta.defaultLanguage)
  return languageChanged
}

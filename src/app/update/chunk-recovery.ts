import { hasDirtyDrafts } from '../../shared/lib/dirty-drafts'
import { updateStore } from './update-store'

/** SPEC.md §9: at most one automatic reload in 10 seconds, so a chunk that is really missing cannot loop. */
export const RELOAD_GUARD_MS = 10_000
const LAST_RELOAD_KEY = 'parts-shop-chunk-reload'

function reloadedRecently(now: number): boolean {
  try {
    return now - Number(sessionStorage.getItem(LAST_RELOAD_KEY) ?? 0) < RELOAD_GUARD_MS
  } catch {
    return false
  }
}

/**
 * After a deploy, an open tab may ask for a lazy chunk of its old build that no longer exists.
 * Recover with one guarded reload; with unsaved input, offer the reload instead of taking it.
 */
export function installChunkRecovery(now = () => Date.now()) {
  window.addEventListener('vite:preloadError', (event) => {
    if (hasDirtyDrafts() || reloadedRecently(now())) {
      updateStore.reason = 'stale-chunk'
      return
    }
    event.preventDefault()
    try {
      sessionStorage.setItem(LAST_RELOAD_KEY, String(now()))
    } catch {}
    window.location.reload()
  })
}

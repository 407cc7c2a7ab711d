import { isNewerCatalogVersion } from '../contracts/catalog-version'

const STORAGE_KEY = 'parts-shop-catalog-version'

type Listener = (version: string) => void

function saved(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY)
  } catch {
    return null
  }
}

let known = saved()
const listeners = new Set<Listener>()

/**
 * The catalogue version this device last saw (x-catalog-version). The API client reports every
 * answer's version here; a later one tells the listeners (src/app/catalog-version-refresh.ts) to
 * refetch. The first version a device ever sees only sets the baseline: there is nothing older to drop.
 */
export function noteCatalogVersion(version: string | null | undefined) {
  if (!version || !isNewerCatalogVersion(version, known)) return
  const first = known === null
  known = version
  try {
    localStorage.setItem(STORAGE_KEY, version)
  } catch {}
  if (!first) for (const listener of listeners) listener(version)
}

export function onNewerCatalogVersion(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** For tests: forget what was seen. */
export function resetCatalogVersion(version: string | null = null) {
  known = version
}

/**
 * The catalogue's version (issue 28): catalog_meta key `version`, set anew by every full or delta
 * import (and by the demo seed). Every /api answer carries it in this header, so the page (through
 * its API client) and the service worker (through the catalogue answers it caches) notice a new
 * catalogue on answers they get anyway; no extra request and no polling of its own.
 */
export const CATALOG_VERSION_HEADER = 'x-catalog-version'

/** The page tells the service worker the newer version it saw, so cached catalogue answers go even when none passed the worker. */
export type CatalogVersionMessage = { type: 'catalog-version'; version: string }

/**
 * Versions are ISO-8601 UTC times (`2026-11-26T06:30:00.000Z`), so a newer catalogue sorts later and
 * an old answer (from a cache, or a slower instance) never counts as a change back.
 */
export function isNewerCatalogVersion(candidate: string | null | undefined, known: string | null | undefined): boolean {
  if (!candidate) return false
  return !known || candidate > known
}

/** The version an import writes when it switches: now, or just after the previous one if the clock went back. */
export function nextCatalogVersion(previous: string | null | undefined, now: Date = new Date()): string {
  const candidate = now.toISOString()
  if (!previous || candidate > previous) return candidate
  const after = Date.parse(previous)
  return Number.isNaN(after) ? candidate : new Date(after + 1).toISOString()
}

import { CatalogSnapshot, type SnapshotRows } from './catalog-snapshot'

/** How often an adapter asks whether the catalogue changed (one indexed row), at most. */
export const VERSION_CHECK_MS = 2000

/**
 * The search snapshot of the catalogue version it was taken from: reloaded when catalog_meta's
 * version changes, whichever process imported (this one, another instance, the CLI), so search
 * follows an import within VERSION_CHECK_MS. Concurrent searches share one reload.
 */
export async function versionedSnapshot(
  readVersion: () => Promise<string | null>,
  readRows: () => Promise<SnapshotRows>,
): Promise<() => Promise<CatalogSnapshot>> {
  let current = { version: await readVersion(), snapshot: new CatalogSnapshot(await readRows()), checkedAt: Date.now() }
  let reloading: Promise<void> | null = null
  return async function snapshot(): Promise<CatalogSnapshot> {
    if (Date.now() - current.checkedAt >= VERSION_CHECK_MS) {
      reloading ??= (async () => {
        const version = await readVersion()
        const fresh = version === current.version ? current.snapshot : new CatalogSnapshot(await readRows())
        current = { version, snapshot: fresh, checkedAt: Date.now() }
      })().finally(() => {
        reloading = null
      })
      await reloading
    }
    return current.snapshot
  }
}

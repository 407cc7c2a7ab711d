import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { expect, it } from 'vitest'

// better-sqlite3 12 compiled with Node ≥ 24.19's headers calls RemoveEnvironmentCleanupHook when the garbage
// collector frees a statement, which aborts the process (docs/operations.md#node): the addon this process
// loads must have been built without it (Node 20 headers, or 24.18.1's as scripts/lib/node24-install.ts does).
it('loads a SQLite addon that cannot abort the process when a statement is garbage collected', () => {
  const packageDir = path.dirname(createRequire(import.meta.url).resolve('better-sqlite3/package.json'))
  const addon = fs.readFileSync(path.join(packageDir, 'build', 'Release', 'better_sqlite3.node'))
  expect(addon.includes('AddEnvironmentCleanupHook')).toBe(true)
  expect(addon.includes('RemoveEnvironmentCleanupHook')).toBe(false)
})

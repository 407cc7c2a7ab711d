import { createHash } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

/** Everything the SPA build reads; a change to any of these makes the build stale. */
const INPUTS = [
  'src',
  'sw',
  'locales',
  'public',
  'index.html',
  'vite.config.ts',
  'lingui.config.ts',
  'package-lock.json',
  // The build's own plugins and the start script one of them puts in the HTML.
  'scripts/vite-build-meta.ts',
  'scripts/vite-start-after-paint.ts',
  'scripts/start-after-paint.js',
]

function* filesUnder(entry: string): Generator<string> {
  if (!fs.existsSync(entry)) return
  if (fs.statSync(entry).isFile()) {
    yield entry
    return
  }
  for (const name of fs.readdirSync(entry).sort()) {
    if (/\.test\.tsx?$/.test(name)) continue
    yield* filesUnder(path.join(entry, name))
  }
}

/** A content hash of the build inputs (not mtimes: a fresh clone gives every file a new one). */
export function buildFingerprint(root = '.'): string {
  const hash = createHash('sha256')
  for (const input of INPUTS) {
    for (const file of filesUnder(path.join(root, input))) {
      hash.update(file)
      hash.update(fs.readFileSync(file))
    }
  }
  return hash.digest('hex')
}

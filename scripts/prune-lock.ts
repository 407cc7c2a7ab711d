/**
 * The registry this workplace reaches serves only the linux-x64 builds of platform-specific
 * packages (biome, rolldown, sharp …). npm still writes the other platforms' names into each
 * package's `optionalDependencies` in package-lock.json, but without entries, and `npm ci` then
 * refuses the lock as out of sync. This removes the names that have no entry.
 *
 * Run `npm run lock:prune` after every `npm install <pkg>`; `--check` (part of `npm run lint`)
 * fails while the lock still has such names.
 */
import fs from 'node:fs'

type LockEntry = { optionalDependencies?: Record<string, string> }
const LOCK = 'package-lock.json'
const check = process.argv.includes('--check')

const lock = JSON.parse(fs.readFileSync(LOCK, 'utf8')) as { packages: Record<string, LockEntry> }
const packages = lock.packages

/** Where Node would look for `name` from the package at `path`: its own node_modules, then each parent's. */
function lookupPaths(path: string, name: string): string[] {
  const paths: string[] = []
  let at = path
  while (true) {
    paths.push(at ? `${at}/node_modules/${name}` : `node_modules/${name}`)
    if (!at) return paths
    const parent = at.lastIndexOf('/node_modules/')
    at = parent >= 0 ? at.slice(0, parent) : ''
  }
}

const dangling: string[] = []
for (const [path, entry] of Object.entries(packages)) {
  const optional = entry.optionalDependencies
  if (!optional) continue
  for (const name of Object.keys(optional)) {
    if (lookupPaths(path, name).some((candidate) => candidate in packages)) continue
    dangling.push(`${path || '(root)'} → ${name}`)
    delete optional[name]
  }
  if (Object.keys(optional).length === 0) delete entry.optionalDependencies
}

if (check) {
  if (dangling.length > 0) {
    console.error(
      `${LOCK} names ${dangling.length} optional packages it has no entry for, so 'npm ci' will refuse it. Run: npm run lock:prune`,
    )
    process.exit(1)
  }
  console.log(`${LOCK}: every optional dependency has an entry`)
} else {
  fs.writeFileSync(LOCK, `${JSON.stringify(lock, null, 2)}\n`)
  console.log(`${LOCK}: removed ${dangling.length} optional dependency names without entries`)
}

/**
 * The server tests on Node 24 LTS: `npm run test:node24` (extra arguments go to vitest, e.g. a folder).
 * `npm run test:node24 -- --prepare` only fetches Node 24 and installs the dependencies for it.
 * How and why: scripts/lib/node24-install.ts and docs/testing.md.
 */
import { spawnSync } from 'node:child_process'
import path from 'node:path'
import {
  APP_DIR,
  fetchNode,
  installDependencies,
  NODE24_HEADERS_VERSION,
  NODE24_VERSION,
  node24Bin,
  node24Env,
  syncTree,
} from './lib/node24-install'

const args = process.argv.slice(2)
const started = Date.now()
const seconds = () => `${((Date.now() - started) / 1000).toFixed(0)} s`

fetchNode(NODE24_VERSION)
fetchNode(NODE24_HEADERS_VERSION)
syncTree()
const installed = installDependencies()
console.log(
  `Node ${NODE24_VERSION} ready in ${path.relative('.', APP_DIR)} (native addons built with ${NODE24_HEADERS_VERSION} headers; ` +
    `${installed ? 'dependencies installed' : 'dependencies unchanged'}) after ${seconds()}`,
)
if (args.includes('--prepare')) process.exit(0)

// Report paths given relative to the tree stay relative to the tree, not to the copy.
const vitestArgs = args.map((arg) => arg.replace(/^(--outputFile(?:\.\w+)?=)(?!\/)/, `$1${path.resolve('.')}/`))
const result = spawnSync(
  path.join(node24Bin(), 'node'),
  ['node_modules/vitest/vitest.mjs', 'run', '--project', 'server', ...vitestArgs],
  { cwd: APP_DIR, env: node24Env(), stdio: 'inherit' },
)
process.exit(result.status ?? 1)

/**
 * `npm start`: builds the SPA and service worker when the build is missing or stale, then starts
 * the server, which migrates and seeds the embedded database on first start.
 */
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { loadConfig } from '../server/config'
import { buildFingerprint } from './lib/build-fingerprint'
import { printDemoLoginsWhenReady } from './lib/print-demo-logins'

const distDir = path.resolve(process.env.STATIC_DIR ?? 'dist')
const stampFile = path.join(distDir, '.build-fingerprint')

const fingerprint = buildFingerprint()
const built = fs.existsSync(path.join(distDir, 'index.html')) && fs.existsSync(stampFile)
if (!built || fs.readFileSync(stampFile, 'utf8') !== fingerprint) {
  console.log(built ? 'Sources changed since the last build: rebuilding the shop…' : 'Building the shop (first start)…')
  const started = Date.now()
  const result = spawnSync(
    process.execPath,
    ['node_modules/vite/bin/vite.js', 'build', '--outDir', distDir, '--emptyOutDir', '--logLevel', 'warn'],
    {
      stdio: 'inherit',
    },
  )
  if (result.status !== 0) {
    console.error('The build failed; see above.')
    process.exit(result.status ?? 1)
  }
  fs.writeFileSync(stampFile, fingerprint)
  console.log(`Built in ${((Date.now() - started) / 1000).toFixed(1)} s.`)
}

await import('../server/server')
// The server validates the configuration itself and exits on a bad value; this only reads it.
try {
  void printDemoLoginsWhenReady(loadConfig())
} catch {}

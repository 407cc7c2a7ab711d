/**
 * The three pages issue 17 holds to a phone's budget, and a throw-away shop to measure them on: the
 * real server (`server/server.ts`) serving the current build on a database made fresh for the run.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { chromium } from '@playwright/test'
import { startShopServer } from '../fixtures/shop-server'
import { freePort } from './bench-kit'

/** In German (no prefix), as a first-time visitor lands on them. */
export const FIRST_PAGES = [
  { name: 'home', path: '/' },
  { name: 'product', path: '/products/15-10000-brake-caliper' },
  { name: 'search', path: '/search/results?term=bremsscheibe' },
] as const

/**
 * Runs `measure` against a fresh shop serving the build in `staticDir` on a free port (its database
 * in `dataDir`), and stops the shop afterwards.
 */
export async function withFreshShop<T>(measure: (origin: string, dataDir: string) => Promise<T>, staticDir = 'dist'): Promise<T> {
  if (!fs.existsSync(path.join(staticDir, 'index.html'))) throw new Error(`no build in ${staticDir}/: run "npm run build" first`)
  const port = await freePort()
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'first-pages-'))
  const server = await startShopServer({ PORT: String(port), DATA_DIR: dataDir, STATIC_DIR: staticDir })
  try {
    return await measure(`http://localhost:${port}`, dataDir)
  } finally {
    server.kill()
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

/** Debian's chromium as the first-page benches drive it (TOOLCHAIN.md: no background traffic on this network). */
export function launchChromium() {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-background-networking'],
  })
}

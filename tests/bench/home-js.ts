/**
 * `npm run bench:home-js`: how much JavaScript the home page makes a browser download, compressed as
 * the server sends it. Needs a build (`npm run build`); starts the real server on a throw-away database.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { chromium } from '@playwright/test'
import { startShopServer } from '../fixtures/shop-server'

const port = 3197
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'home-js-'))
const server = await startShopServer({ PORT: String(port), DATA_DIR: dataDir })
try {
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-dev-shm-usage', '--disable-background-networking'],
  })
  const page = await browser.newPage()
  const scripts: Array<{ url: string; bytes: number }> = []
  page.on('requestfinished', async (request) => {
    if (request.resourceType() !== 'script') return
    const sizes = await request.sizes()
    scripts.push({ url: new URL(request.url()).pathname, bytes: sizes.responseBodySize })
  })
  await page.goto(`http://localhost:${port}/`, { waitUntil: 'networkidle' })
  await browser.close()
  const total = scripts.reduce((sum, s) => sum + s.bytes, 0)
  for (const s of scripts.sort((a, b) => b.bytes - a.bytes))
    console.log(`  ${(s.bytes / 1024).toFixed(1).padStart(7)} kB  ${s.url}`)
  console.log(`home_js files=${scripts.length} transferred_kb=${(total / 1024).toFixed(1)} (gzip as served)`)
} finally {
  server.kill()
  fs.rmSync(dataDir, { recursive: true, force: true })
}

import type { ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { tr } from '../fixtures/catalog'
import { startShopServer } from '../fixtures/shop-server'
import { logIn, WERKSTATT } from './account-helpers'

/**
 * A deploy while a field rep has a quick-order draft open: the shop's own server on a copy of the
 * build, so the test can put a new build in place the way a deploy does (new sw.js, new pointer).
 */
/** Beside the suite's own server (E2E_PORT), so two checkouts can run it side by side. */
const PORT = Number(process.env.E2E_PORT ?? 3100) + 7
const BASE = `http://localhost:${PORT}`
let server: ChildProcess
let root: string
let staticDir: string

test.beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'parts-shop-deploy-'))
  staticDir = path.join(root, 'dist')
  fs.cpSync('dist', staticDir, { recursive: true })
  server = await startShopServer({ PORT: String(PORT), DATA_DIR: path.join(root, 'data'), STATIC_DIR: staticDir })
})

test.afterAll(() => {
  server?.kill()
  fs.rmSync(root, { recursive: true, force: true })
})

test('a new build while a quick-order draft is dirty: the prompt shows its version, nothing reloads, the draft stays', async ({
  page,
}) => {
  test.setTimeout(90_000)
  await page.clock.install()
  await page.goto(`${BASE}/login`)
  await logIn(page, 'de', WERKSTATT)
  await expect(page).not.toHaveURL(/\/login/)
  await page.goto(`${BASE}/infocenter/quickorder`)
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
  })
  const draft = '1.10234\t5\n81.50820-6019\t2'
  const field = page.locator('#quick-order-text')
  await field.fill(draft)
  await page.evaluate(() => {
    ;(window as unknown as { notReloaded: boolean }).notReloaded = true
  })

  // The deploy: a changed service worker and a new build pointer.
  fs.appendFileSync(path.join(staticDir, 'sw.js'), '\n// next build\n')
  fs.writeFileSync(path.join(staticDir, 'builds', 'latest.json'), JSON.stringify({ id: 'next-build' }))
  const meta = { id: 'next-build', time: '2026-11-25T04:00:00.000Z', version: '7.3.1' }
  fs.writeFileSync(path.join(staticDir, 'builds', 'meta', 'next-build.json'), JSON.stringify(meta))

  const prompt = page.getByRole('alert').filter({ hasText: tr('de', 'A new version of the shop is available.') })
  await page.waitForTimeout(1000)
  await expect(prompt).toBeHidden()

  // An hour later the app checks the build pointer and the new worker installs and waits.
  await page.clock.fastForward('01:00:01')
  await expect(prompt).toBeVisible({ timeout: 30_000 })
  // The prompt says what the new build is (builds/meta/{id}.json), not only that there is one.
  await expect(prompt).toContainText('7.3.1')

  await page.clock.fastForward('00:05:00')
  expect(await page.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded)).toBe(true)
  await expect(field).toHaveValue(draft)
})

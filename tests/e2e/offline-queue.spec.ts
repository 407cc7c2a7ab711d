import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import { expect, type Page, test } from '@playwright/test'
import { tr } from '../fixtures/catalog'
import { cartParts, emptyCart, lineSku } from './cart-helpers'
import {
  cartLines,
  countApplied,
  cutNetwork,
  logInAndWaitForWorker,
  newProfileDir,
  openProfile,
  restoreNetwork,
  sendChange,
  syncStatus,
} from './offline-helpers'

test.describe.configure({ mode: 'serial', timeout: 120_000 })

const locale = { languageID: 'de', countryID: 'DE' }

/**
 * 20 lines online, then offline 30 adds, 10 quantity changes and 10 deletes (50 changes), a reload,
 * a second browser on the same profile, and the network back: every change applied exactly once.
 */
async function fiftyOfflineChanges({ denyBackgroundSync }: { denyBackgroundSync: boolean }) {
  const dir = newProfileDir()
  const parts = cartParts('inStock', 50, denyBackgroundSync ? 100 : 0)
  const before = parts.slice(0, 20)
  const added = parts.slice(20)
  let session = await openProfile(dir, { denyBackgroundSync })
  let page: Page = session.page
  try {
    await logInAndWaitForWorker(page)
    await emptyCart(page)
    expect(await sendChange(page, '/checkout/cart/add', { items: before.map((p) => ({ sku: lineSku(p), qty: 1 })) })).toBe(200)
    const existing = await cartLines(page)
    expect(existing).toHaveLength(20)

    await cutNetwork(session.context)
    const statuses: number[] = []
    for (const part of added)
      statuses.push(await sendChange(page, '/checkout/cart/add', { items: [{ sku: lineSku(part), qty: 1 }] }))
    for (const line of existing.slice(0, 10)) {
      statuses.push(await sendChange(page, '/checkout/cart/update/', { item_id: line.item_id, sku: line.sku, qty: 5, ...locale }))
    }
    for (const line of existing.slice(10))
      statuses.push(await sendChange(page, '/checkout/cart/delete', { item_ids: [line.item_id], ...locale }))
    expect(statuses).toEqual(Array(50).fill(202))
    expect((await syncStatus(page)).pending).toHaveLength(50)

    // The header tells the user, and a reload while offline keeps everything.
    await page.reload()
    await expect(page.locator('.changes-badge')).toContainText('50')
    expect((await syncStatus(page)).pending).toHaveLength(50)

    // A new browser on the same profile sees the same queue. The worker replays as soon as it starts,
    // and Playwright cuts a freshly started worker's network only a moment later, so the first change
    // or two may really reach the shop here; the end state below proves each was applied once.
    await session.context.close()
    session = await openProfile(dir, { denyBackgroundSync })
    page = session.page
    await cutNetwork(session.context)
    await page.goto('/')
    const pendingAtStart = (await syncStatus(page)).pending.length
    expect(pendingAtStart).toBeGreaterThan(40)
    const applied = await countApplied(page)

    const started = Date.now()
    await restoreNetwork(session.context)
    await expect.poll(async () => (await syncStatus(page)).pending.length, { timeout: 30_000 }).toBe(0)
    const replaySeconds = (Date.now() - started) / 1000
    const status = await syncStatus(page)
    expect(status.failed).toEqual([])

    const lines = await cartLines(page)
    const bySku = new Map(lines.map((line) => [`${line.vendorId}-${line.sku}`, line]))
    expect(lines).toHaveLength(30 + 10)
    for (const part of added) expect(bySku.get(lineSku(part))?.qty, part.sku).toBe(1)
    for (const line of existing.slice(0, 10)) expect(lines.find((l) => l.item_id === line.item_id)?.qty).toBe(5)
    for (const line of existing.slice(10)) expect(lines.find((l) => l.item_id === line.item_id)).toBeUndefined()
    const appliedKeys = await applied()
    expect(appliedKeys).toHaveLength(pendingAtStart)
    console.log(
      `offline-queue backgroundSync=${!denyBackgroundSync} queued=50 replayed_at_browser_start=${50 - pendingAtStart} replayed_after_reconnect=${appliedKeys.length} lost=0 duplicated=${lines.length - 40} failed=${status.failed.length} replay_s=${replaySeconds.toFixed(1)}`,
    )
  } finally {
    await session.context.close()
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

test('50 offline cart changes survive a reload and a new browser, then apply exactly once', async () => {
  await fiftyOfflineChanges({ denyBackgroundSync: false })
})

test('the same without Background Sync: the fallback replays on start and on online', async () => {
  await fiftyOfflineChanges({ denyBackgroundSync: true })
})

test('a 500 during replay is retried, a 422 lands in “could not be sent”', async () => {
  const dir = newProfileDir()
  const [first, second, third] = cartParts('inStock', 3, 200)
  if (!first || !second || !third) throw new Error('the e2e catalogue has too few parts in stock')
  const { context, page } = await openProfile(dir)
  try {
    await logInAndWaitForWorker(page)
    await emptyCart(page)
    // An add made online, then the same key offline with another payload: the shop must refuse it (422).
    const reusedKey = randomUUID()
    expect(await sendChange(page, '/checkout/cart/add', { items: [{ sku: lineSku(first), qty: 1 }] }, reusedKey)).toBe(200)

    await cutNetwork(context)
    expect(await sendChange(page, '/checkout/cart/add', { items: [{ sku: lineSku(second), qty: 2 }] })).toBe(202)
    expect(await sendChange(page, '/checkout/cart/add', { items: [{ sku: lineSku(third), qty: 3 }] }, reusedKey)).toBe(202)

    // The network returns, but the shop answers 500 twice before it recovers.
    let serverErrors = 0
    await context.unroute('**/api/**')
    await context.route('**/api/checkout/cart/add', async (route) => {
      if (serverErrors < 2) {
        serverErrors++
        return route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: '{"statusCode":500,"code":"INTERNAL","message":"boom"}',
        })
      }
      return route.continue()
    })
    await context.setOffline(false)
    await page.evaluate(() => navigator.serviceWorker.controller?.postMessage({ type: 'sync-replay' }))

    await expect.poll(async () => (await syncStatus(page)).pending.length, { timeout: 60_000 }).toBe(0)
    const status = await syncStatus(page)
    expect(serverErrors).toBe(2)
    expect(status.failed).toHaveLength(1)
    expect(status.failed[0]).toMatchObject({ status: 422 })
    const lines = await cartLines(page)
    expect(lines.map((l) => `${l.vendorId}-${l.sku}:${l.qty}`).sort()).toEqual(
      [`${lineSku(first)}:1`, `${lineSku(second)}:2`].sort(),
    )

    await page.goto('/changes')
    await expect(page.getByRole('heading', { level: 2, name: tr('de', 'Could not be sent') })).toBeVisible()
    // Named by the part's own number (the vendor prefix of the payload is internal).
    await expect(page.getByText(`3 × ${third.sku}`)).toBeVisible()
    await page.getByRole('button', { name: tr('de', 'Discard') }).click()
    await expect(page.getByText(tr('de', 'Everything you changed has reached the shop.'))).toBeVisible()
    console.log(`offline-queue retry: queued=2 retried_500=${serverErrors} applied=1 failed_422=1`)
  } finally {
    await context.close()
    fs.rmSync(dir, { recursive: true, force: true })
  }
})

import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { type BrowserContext, chromium, type Page } from '@playwright/test'
import config from '../../playwright.config'
import type { SyncStatus } from '../../src/shared/contracts/sync'
import { logInFromLoginPage, WERKSTATT } from './account-helpers'
import { cartQuote } from './cart-helpers'

const BASE = String(config.use?.baseURL)
const launch = config.use?.launchOptions ?? {}

/** A browser profile on disk, so a second browser context can open the same IndexedDB and service worker. */
export function newProfileDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'parts-shop-profile-'))
}

export async function openProfile(
  dir: string,
  { denyBackgroundSync = false } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await chromium.launchPersistentContext(dir, { ...launch, baseURL: BASE, serviceWorkers: 'allow' })
  const page = context.pages()[0] ?? (await context.newPage())
  if (denyBackgroundSync) {
    // Chromium offers no switch to remove Background Sync; denying its permission makes
    // registration.sync.register() fail, which is what a browser without it does to the queue.
    // A persistent context is the browser's default context: no context id (Chromium 150 no longer
    // finds the one Target.getTargetInfo reports for it).
    const cdp = await context.newCDPSession(page)
    await cdp.send('Browser.setPermission', {
      permission: { name: 'background-sync' },
      setting: 'denied',
      origin: BASE,
    })
  }
  return { context, page }
}

/** Waits until the service worker is installed and controls the page (the first visit included). */
export async function waitForServiceWorker(page: Page) {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }))
    }
  })
}

export async function logInAndWaitForWorker(page: Page, lang = 'de') {
  await logInFromLoginPage(page, lang, WERKSTATT)
  await waitForServiceWorker(page)
}

/** Cuts the network for pages and the service worker: the worker's own requests are aborted too. */
export async function cutNetwork(context: BrowserContext) {
  await context.setOffline(true)
  await context.route('**/api/**', (route) => route.abort('internetdisconnected'))
}

export async function restoreNetwork(context: BrowserContext) {
  await context.unroute('**/api/**')
  await context.setOffline(false)
}

/** A cart change sent the way the SPA sends it: from the page, through the service worker, with a fresh key. */
export async function sendChange(page: Page, apiPath: string, body: unknown, key = randomUUID()): Promise<number> {
  return page.evaluate(
    async ({ apiPath, body, key }) => {
      const response = await fetch(`/api${apiPath}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': key },
        body: JSON.stringify(body),
      })
      return response.status
    },
    { apiPath, body, key },
  )
}

export async function syncStatus(page: Page): Promise<SyncStatus> {
  return page.evaluate(
    () =>
      new Promise<SyncStatus>((resolve) => {
        const sw = navigator.serviceWorker
        const onMessage = (event: MessageEvent) => {
          if (event.data?.type !== 'sync-status') return
          sw.removeEventListener('message', onMessage)
          resolve(event.data.status)
        }
        sw.addEventListener('message', onMessage)
        sw.controller?.postMessage({ type: 'sync-status' })
      }),
  )
}

/** Counts what the worker reports as applied, from now on, in this page. */
export async function countApplied(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { appliedKeys: string[] }
    w.appliedKeys = []
    navigator.serviceWorker.addEventListener('message', (event) => {
      if (event.data?.type === 'sync-applied') w.appliedKeys.push(event.data.idempotencyKey)
    })
  })
  return () => page.evaluate(() => (window as unknown as { appliedKeys: string[] }).appliedKeys)
}

export type QuoteLine = { item_id: number; sku: string; vendorId: string; qty: number }

export async function cartLines(page: Page): Promise<QuoteLine[]> {
  return (await cartQuote(page)).items
}

/**
 * Which of `queryNames` (a query key's first part) have an answer in the persisted query cache
 * (src/shared/lib/device-store.ts), sorted: an offline start finds only what is stored.
 */
export function storedAnswers(page: Page, queryNames: string[]): Promise<string[]> {
  return page.evaluate(
    (names) =>
      new Promise<string[]>((resolve, reject) => {
        const open = indexedDB.open('keyval-store')
        open.onerror = () => reject(open.error)
        open.onsuccess = () => {
          const read = open.result.transaction('keyval').objectStore('keyval').get('parts-shop-query-cache')
          read.onerror = () => reject(read.error)
          read.onsuccess = () => {
            const queries: { queryKey: unknown[]; state: { data: unknown } }[] = read.result?.clientState.queries ?? []
            const stored = queries.filter((query) => query.state.data != null).map((query) => String(query.queryKey[0]))
            resolve(stored.filter((name) => names.includes(name)).sort())
          }
        }
      }),
    queryNames,
  )
}

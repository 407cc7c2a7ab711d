import type { ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { generateMessageId } from '@lingui/message-utils/generateMessageId'
import { expect, type Page, test } from '@playwright/test'
import { tr, trExactly } from '../fixtures/catalog'
import { startShopServer } from '../fixtures/shop-server'

/**
 * A shop started as a partner portal, English first (issue 15): its own server, because the
 * configuration is read at start. The port is this run's E2E_PORT + 50, so parallel checkouts differ.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100) + 50
const BASE = `http://localhost:${PORT}`
const SAME_ORIGIN = { origin: BASE, 'sec-fetch-site': 'same-origin' }
let server: ChildProcess
let root: string

test.beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'parts-shop-partner-'))
  server = await startShopServer({
    PORT: String(PORT),
    DATA_DIR: path.join(root, 'data'),
    PARTNER_PORTAL: 'true',
    PARTNER_ID: 'werkstatt-net',
    DEFAULT_LANGUAGE: 'en',
    DEFAULT_COUNTRY: 'IE',
  })
})

test.afterAll(() => {
  server?.kill()
  fs.rmSync(root, { recursive: true, force: true })
})

async function dataLayerEvents(page: Page, name: string) {
  return page.evaluate(
    (wanted) =>
      ((window as unknown as { dataLayer?: Array<{ event?: string }> }).dataLayer ?? []).filter(
        (entry) => entry.event === wanted,
      ),
    name,
  )
}

test('a partner portal: its meta, English without prefix, the partner wording over the catalog, the partner id in every event', async ({
  page,
}) => {
  const meta = await (await page.request.get(`${BASE}/api/meta`)).json()
  expect(meta).toEqual({
    shopID: 'parts-shop',
    partnerID: 'werkstatt-net',
    isPartnerPortal: true,
    defaultLanguage: 'en',
    defaultCountry: 'IE',
    vinSearchHistoryLength: 10,
  })

  // The partner's administrator words two English messages in the admin service's API.
  const login = await page.request.post(`${BASE}/api/login`, {
    data: { username: 'admin@example.com', password: 'Admin-2026' },
    headers: SAME_ORIGIN,
  })
  expect(login.status()).toBe(200)
  // The admin API opens only with the admin-service token (SPEC.md §3 tokenKih), as in the admin area.
  expect((await page.request.post(`${BASE}/api/loginKih`, { data: {}, headers: SAME_ORIGIN })).status()).toBe(200)
  for (const [message, text] of [
    ['Search parts', 'Search the partner catalogue'],
    ['Usage statistics', 'Partner network statistics'],
  ]) {
    const put = await page.request.put(`${BASE}/api/admin/wording-overrides`, {
      data: { languageID: 'en', id: generateMessageId(message as string), text },
      headers: SAME_ORIGIN,
    })
    expect(put.status()).toBe(200)
  }
  await page.request.post(`${BASE}/api/logoutKih`, { headers: SAME_ORIGIN })
  await page.request.post(`${BASE}/api/logout`, { headers: SAME_ORIGIN })

  // The unprefixed home page is English here, with the partner's wording where it has one.
  await page.goto(`${BASE}/`)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.getByRole('searchbox', { name: 'Search the partner catalogue' })).toBeVisible()
  const bar = page.getByRole('region', { name: 'Partner network statistics' })
  await expect(bar).toBeVisible()
  // Everything else stays the main catalog's English.
  await expect(bar.getByRole('button', { name: trExactly('en', 'Allow') })).toBeVisible()

  // German has a prefix in this shop, and no partner wording: the main German catalog speaks.
  await page.goto(`${BASE}/de/geoselection`)
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  await expect(page.getByRole('searchbox', { name: tr('de', 'Search parts') })).toBeVisible()
  await expect(page.getByRole('region', { name: tr('de', 'Usage statistics') })).toBeVisible()

  // Allowed: the pageViews carry the partner id; a first visit in the shop's language has its default country.
  await page.goto(`${BASE}/`)
  await page.getByRole('button', { name: trExactly('en', 'Allow') }).click()
  const [pageView] = await dataLayerEvents(page, 'pageView')
  expect(pageView).toMatchObject({ pagePath: '/', language: 'en', country: 'IE', partnerId: 'werkstatt-net', loggedIn: false })
})

import fs from 'node:fs'
import { type Browser, expect, type Page, test } from '@playwright/test'
import { tr, trExactly } from '../fixtures/catalog'
import { ADMIN, EINKAUF, logIn, logInFromLoginPage, prefix, WERKSTATT } from './account-helpers'
import { blockingAxeFindings } from './axe-helpers'
import { PHONE, sidewaysOverflow } from './layout-helpers'

const EINKAUF_CUSTOMER = 'D1000002'
const ADMIN_CHUNK = /\/assets\/kihadmin-[^/]+\.js$/

/** Records every admin-chunk request a page makes. */
function watchAdminChunk(page: Page): string[] {
  const loaded: string[] = []
  page.on('request', (request) => {
    if (ADMIN_CHUNK.test(new URL(request.url()).pathname)) loaded.push(request.url())
  })
  return loaded
}

/** What the SPA's own requests carry; the cross-site check refuses a change without it. */
const sameOrigin = (page: Page) => ({ origin: new URL(page.url()).origin })

async function openAdminArea(browser: Browser, lang: string) {
  const context = await browser.newContext()
  const page = await context.newPage()
  const chunk = watchAdminChunk(page)
  await logInFromLoginPage(page, lang, ADMIN)
  await page.goto(`${prefix(lang)}/kihadmin`)
  await expect(page.getByRole('heading', { level: 1, name: trExactly(lang, 'Admin area') })).toBeVisible()
  expect(chunk.length).toBeGreaterThan(0)
  return { context, page }
}

test('visitors go to the login, customers get 403, and neither loads the admin chunk', async ({ page }) => {
  const chunk = watchAdminChunk(page)
  await page.goto('/')
  await expect(page.getByRole('link', { name: tr('de', 'Log in') }).first()).toBeVisible()
  await page.goto('/kihadmin')
  // The server's 302 names the return path; from the service worker's app shell the SPA's guard keeps it in the store.
  await expect(page).toHaveURL(/\/login(\?returnTo=%2Fkihadmin)?$/)
  await logIn(page, 'de', WERKSTATT)
  // The login sends the customer back to /kihadmin: refused there, in German.
  await expect(page.getByRole('heading', { level: 1, name: trExactly('de', 'Access denied') })).toBeVisible()
  await page.goto('/en/kihadmin')
  await expect(page.getByRole('heading', { level: 1, name: trExactly('en', 'Access denied') })).toBeVisible()
  await expect(page.getByText('403', { exact: true })).toBeVisible()
  expect(chunk).toEqual([])
  // Asked for directly, the file itself is refused too.
  const file = fs.readdirSync('dist/assets').find((name) => /^kihadmin-.+\.js$/.test(name))
  expect((await page.request.get(`/assets/${file}`)).status()).toBe(403)
})

test('a flag changed in the admin area changes what the customer sees on the next navigation', async ({ page, browser }) => {
  await logInFromLoginPage(page, 'de', EINKAUF)
  const account = page.getByRole('button', { name: EINKAUF.name })
  await account.click()
  await expect(page.getByRole('switch', { name: tr('de', 'Show prices') })).toHaveCount(0)
  await page.keyboard.press('Escape')

  const admin = await openAdminArea(browser, 'fr')
  try {
    const lang = 'fr'
    await admin.page.getByLabel(tr(lang, 'Customer number, company, name or e-mail')).fill('einkauf@')
    await admin.page.getByLabel(tr(lang, 'Customer number, company, name or e-mail')).press('Enter')
    await admin.page.getByRole('link', { name: EINKAUF_CUSTOMER }).click()
    await admin.page.getByLabel(tr(lang, 'Sees prices')).check()
    // The settings form; the payment methods beside it have a save button of their own.
    await admin.page
      .getByRole('form', { name: tr(lang, 'What this customer may do') })
      .getByRole('button', { name: trExactly(lang, 'Save') })
      .click()
    await expect(admin.page.getByText(tr(lang, 'Saved. The customer sees it on the next page.'))).toBeVisible()
    // The change is in the audit log, on the customer's page.
    await expect(admin.page.getByRole('cell', { name: 'customer.update' })).toBeVisible()

    // The customer's next navigation refreshes the features: prices are there, and the switch with them.
    await account.click()
    await page
      .getByRole('link', { name: tr('de', 'Information centre') })
      .first()
      .click()
    await expect(page).toHaveURL(/\/infocenter$/)
    await account.click()
    await expect(page.getByRole('switch', { name: tr('de', 'Show prices') })).toBeVisible()
  } finally {
    const restored = await admin.page.request.patch(`/api/admin/customers/${EINKAUF_CUSTOMER}`, {
      data: { features: { showPrice: false } },
      headers: sameOrigin(admin.page),
    })
    expect(restored.status()).toBe(200)
    await admin.context.close()
  }
})

test('a banner message shows for every visitor and disappears at its end time', async ({ page, browser }) => {
  const admin = await openAdminArea(browser, 'en')
  try {
    const text = `Maintenance tonight ${Date.now()}`
    await admin.page.getByRole('link', { name: trExactly('en', 'Banner messages') }).click()
    await admin.page.getByRole('textbox', { name: 'English', exact: true }).fill(text)
    await admin.page.getByRole('textbox', { name: 'Deutsch', exact: true }).fill(`Wartung heute Nacht ${text.slice(-6)}`)
    await admin.page.getByRole('button', { name: trExactly('en', 'Publish') }).click()
    await expect(admin.page.getByText(tr('en', 'Published.'))).toBeVisible()
    await expect(admin.page.getByRole('cell', { name: text })).toBeVisible()

    // An anonymous visitor, in English and in German (the German text).
    await page.goto('/en')
    const banner = page.locator('[data-global-alert]')
    await expect(banner).toContainText(text)
    await page.goto('/')
    await expect(banner).toContainText(`Wartung heute Nacht ${text.slice(-6)}`)
    await expect(page.getByRole('alert').filter({ hasText: 'Wartung heute Nacht' })).toBeVisible()

    // The admin moves the end a few seconds ahead: the open page drops it by itself at that time.
    const alerts = await (await admin.page.request.get('/api/admin/global-alerts')).json()
    const saved = alerts.alerts.find((alert: { texts: { en?: string } }) => alert.texts.en === text)
    const endsAt = new Date(Date.now() + 4000).toISOString()
    const moved = await admin.page.request.put(`/api/admin/global-alerts/${saved.id}`, {
      data: { ...saved, endsAt },
      headers: sameOrigin(admin.page),
    })
    expect(moved.status()).toBe(200)
    await page.reload()
    await expect(banner).toBeVisible()
    await expect(banner).toHaveCount(0, { timeout: 15_000 })
    await page.reload()
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
    await expect(banner).toHaveCount(0)
  } finally {
    await admin.context.close()
  }
})

test('the admin area works by keyboard at tablet width without serious axe findings', async ({ browser }) => {
  // Five axe runs on a shared 2-core machine.
  test.setTimeout(120_000)
  const admin = await openAdminArea(browser, 'de')
  try {
    const page = admin.page
    await page.setViewportSize({ width: 768, height: 1024 })
    await expect(page.getByRole('cell', { name: EINKAUF_CUSTOMER })).toBeVisible()
    expect(await blockingAxeFindings(page, '.admin')).toEqual([])
    const tabs = page.getByRole('navigation', { name: trExactly('de', 'Admin area') })
    await tabs.getByRole('link', { name: trExactly('de', 'Jobs and ERP outbox') }).focus()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('heading', { level: 2, name: trExactly('de', 'Jobs and ERP outbox') })).toBeVisible()
    for (const view of ['Banner messages', 'Countries and defaults', 'Error log', 'Audit log', 'Integration keys', 'Webhooks']) {
      await tabs.getByRole('link', { name: trExactly('de', view) }).click()
      await expect(page.getByRole('heading', { level: 2, name: trExactly('de', view) })).toBeVisible()
      expect(await blockingAxeFindings(page, '.admin'), view).toEqual([])
    }
  } finally {
    await admin.context.close()
  }
})

for (const lang of ['de', 'ru']) {
  test(`${lang}: on a phone every admin view fits the width (no sideways scrolling)`, async ({ browser }) => {
    test.setTimeout(90_000)
    const admin = await openAdminArea(browser, lang)
    try {
      const page = admin.page
      await page.setViewportSize(PHONE)
      const tabs = page.getByRole('navigation', { name: trExactly(lang, 'Admin area') })
      expect(await sidewaysOverflow(page), 'customers').toEqual([])
      const views = [
        'Banner messages',
        'Countries and defaults',
        'Error log',
        'Jobs and ERP outbox',
        'Audit log',
        'Integration keys',
        'Webhooks',
      ]
      for (const view of views) {
        await tabs.getByRole('link', { name: trExactly(lang, view) }).click()
        await expect(page.getByRole('heading', { level: 2, name: trExactly(lang, view) })).toBeVisible()
        expect(await sidewaysOverflow(page), view).toEqual([])
      }
    } finally {
      await admin.context.close()
    }
  })
}

test('an admin imports a BMEcat file in the admin area; its new part is found in the shop', async ({ browser, page }) => {
  test.setTimeout(90_000)
  const admin = await openAdminArea(browser, 'en')
  try {
    const area = admin.page
    await area
      .getByRole('navigation', { name: trExactly('en', 'Admin area') })
      .getByRole('link', { name: trExactly('en', 'Import') })
      .click()
    const file = tr('en', 'Catalogue file (BMEcat .xml, .csv or .xlsx) — choose it or drop it here')
    await area.getByRole('button', { name: file }).setInputFiles('tests/fixtures/import/bmecat/update-products.xml')
    await expect(
      area.getByText(tr('en', 'A BMEcat file says itself whether it is a full catalogue or changes only.')),
    ).toBeVisible()
    await area.getByRole('button', { name: tr('en', 'Upload and import') }).click()
    const run = area.getByRole('region', { name: /update-products\.xml/ })
    await expect(run.getByText(trExactly('en', 'Done')).first()).toBeVisible({ timeout: 30_000 })
    await expect(run.getByRole('list', { name: tr('en', 'Applied records') })).toBeVisible()
    expect(await blockingAxeFindings(area, '.admin')).toEqual([])
  } finally {
    await admin.context.close()
  }
  await page.goto('/en/search/results?term=BM-70770')
  await expect(page.getByRole('link', { name: 'Tail lamp, left, 24 V' })).toHaveAttribute(
    'href',
    '/en/products/bm-70770-tail-lamp',
  )
})

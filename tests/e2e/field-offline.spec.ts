import { type BrowserContext, expect, type Page, test } from '@playwright/test'
import { comparablePartNumber, partNumberCandidates } from '../../src/shared/contracts/permanent-redirects'
import { tr } from '../fixtures/catalog'
import { samplePart } from '../fixtures/catalog-data'
import { blockingAxeFindings } from './axe-helpers'
import { cartParts, emptyCart, lineSku } from './cart-helpers'
import { cartLines, cutNetwork, logInAndWaitForWorker, sendChange, waitForServiceWorker } from './offline-helpers'

test.describe.configure({ timeout: 90_000 })

/** A seeded part whose number a legacy page name can carry, with such a page name. */
function legacyPart() {
  for (let offset = 0; offset < 50; offset++) {
    const part = samplePart(offset)
    const pageName = (word: string) => `${word}-${part.sku.toLowerCase().replace(/\./g, '-')}`
    if (partNumberCandidates(pageName('teil')).includes(comparablePartNumber(part.sku)))
      return { part, page: (word: string) => `/${pageName(word)}.html` }
  }
  throw new Error('no seeded part fits a legacy page name')
}

test('with the service worker installed, legacy part pages and trailing slashes move like on a first visit, online and offline', async ({
  page,
  context,
}) => {
  const { part, page: legacyPage } = legacyPart()
  await page.goto(`/products/${part.slug}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(part.nameDe)
  await waitForServiceWorker(page)
  // The query cache is written to IndexedDB shortly after each change.
  await page.waitForTimeout(1500)

  await page.goto(legacyPage('bremsteil'))
  await expect(page).toHaveURL(new RegExp(`/products/${part.slug}$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(part.nameDe)
  await page.goto('/en/categories/')
  await expect(page).toHaveURL(/\/en\/categories$/)
  await expect(page.getByRole('heading', { name: 'Page not found' })).toHaveCount(0)

  await cutNetwork(context)
  await page.goto('/vin/')
  await expect(page).toHaveURL(/\/vin$/)
  // Another name for the same part: the browser cannot have kept this redirect from the online visit.
  await page.goto(legacyPage('ersatzteil'))
  await expect(page).toHaveURL(new RegExp(`/products/${part.slug}$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(part.nameDe)
})

type NamedLine = { item_id: number; sku: string; vendorId: string; name: string }

async function namedCartLines(page: Page): Promise<NamedLine[]> {
  return (await cartLines(page)) as unknown as NamedLine[]
}

const addButton = (page: Page) => page.getByRole('main').getByRole('button', { name: tr('de', 'Add to cart') })
const badgeCount = (page: Page) => page.getByTestId('cart-icon').locator('.cart-icon__count')

/** Two parts in the cart (the cart page seen once online), a third part's page open, then the network cut. */
async function offlineWithCartOfTwo(page: Page, context: BrowserContext, offset: number) {
  const [first, second, third] = cartParts('inStock', 3, offset)
  if (!first || !second || !third) throw new Error('the e2e catalogue has too few parts in stock')
  await logInAndWaitForWorker(page)
  await emptyCart(page)
  const items = [first, second].map((part) => ({ sku: lineSku(part), qty: 1 }))
  expect(await sendChange(page, '/checkout/cart/add', { items })).toBe(200)
  await page.goto('/checkout/step1')
  await expect(page.getByTestId('cart-line')).toHaveCount(2)
  await page.goto(`/products/${third.slug}`)
  await expect(addButton(page)).toBeEnabled()
  // The query cache is written to IndexedDB shortly after each change.
  await page.waitForTimeout(1500)
  const lines = await namedCartLines(page)
  await cutNetwork(context)
  return { third, lines }
}

test('offline, add to cart answers at once and the change shows as waiting', async ({ page, context }) => {
  await offlineWithCartOfTwo(page, context, 300)
  await addButton(page).click()
  await expect(page.getByRole('main').getByRole('button', { name: tr('de', 'Saved offline') })).toBeVisible({
    timeout: 5000,
  })
  await expect(page.locator('.changes-badge')).toContainText('1')
  await expect(badgeCount(page)).toHaveText('3')
  expect(await blockingAxeFindings(page)).toEqual([])
})

test('offline, the badge and the cart page show the last known cart plus waiting changes, in any language', async ({
  page,
  context,
}) => {
  const { third } = await offlineWithCartOfTwo(page, context, 310)
  await addButton(page).click()
  await expect(badgeCount(page)).toHaveText('3')
  await page.reload()
  await expect(badgeCount(page)).toHaveText('3')
  await expect(page.getByTestId('cart-icon')).toHaveAttribute('aria-label', /3/)

  // English was never opened online: the cart known in German stands in, with the waiting line.
  await page.goto('/en/checkout/step1')
  await expect(page.getByTestId('cart-line')).toHaveCount(3)
  await expect(page.getByTestId('cart-line').filter({ hasText: third.sku })).toContainText(tr('en', 'waiting to be sent'))
  await page.goto('/en/compare')
  await expect(badgeCount(page)).toHaveText('3')
  expect(await blockingAxeFindings(page)).toEqual([])
})

test('the waiting-changes page names parts by their number and name', async ({ page, context }) => {
  const { third, lines } = await offlineWithCartOfTwo(page, context, 320)
  const [removed] = lines
  if (!removed) throw new Error('the cart should hold two lines')
  await addButton(page).click()
  await expect(page.locator('.changes-badge')).toContainText('1')
  await page.goto('/checkout/step1')
  await page.getByRole('checkbox', { name: tr('de', 'Mark {0}', { 0: removed.name }) }).check()
  await page.getByRole('button', { name: tr('de', 'Delete marked ({0})', { 0: 1 }) }).click()
  await expect(page.locator('.cart-line--removal')).toHaveCount(1)

  await page.goto('/changes')
  const waiting = page.getByRole('region', { name: tr('de', 'Waiting to be sent') }).getByRole('listitem')
  await expect(waiting).toHaveCount(2)
  await expect(waiting.first()).toContainText(`${third.sku} `)
  await expect(waiting.first()).not.toContainText(lineSku(third))
  await expect(waiting.nth(1)).toContainText(`${removed.sku} ${removed.name}`)
  expect(await blockingAxeFindings(page)).toEqual([])
})

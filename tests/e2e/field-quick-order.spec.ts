import { expect, type Page, test } from '@playwright/test'
import { tr, trExactly } from '../fixtures/catalog'
import { EINKAUF, logInFromLoginPage, WERKSTATT } from './account-helpers'
import { blockingAxeFindings } from './axe-helpers'
import { cartParts, emptyCart } from './cart-helpers'
import { PHONE } from './layout-helpers'
import { cartLines, cutNetwork, logInAndWaitForWorker, newProfileDir, openProfile, restoreNetwork } from './offline-helpers'

const textField = (page: Page, lang = 'de') =>
  page.getByLabel(trExactly(lang, 'Part or reference numbers with quantities, one per line (paste straight from a spreadsheet)'))

/** The add button, whatever its count (German puts the number first). */
const addButton = (page: Page) =>
  page.getByRole('button', { name: new RegExp(tr('de', 'Add {0} valid lines to the cart', { 0: '\\d+' })) })

/** The summary as the page words it, numbers filled in. */
const summary = (total: number, found: number, errors: number) =>
  tr('de', 'Lines checked: {0} · found: {1} · with errors: {2}', { 0: total, 1: found, 2: errors })

async function openQuickOrder(page: Page, user: { email: string; password: string }) {
  await logInFromLoginPage(page, 'de', user)
  await page.goto('/infocenter/quickorder')
}

test('quick order reads a paste with mixed separators line by line, reports a word as a bad quantity, shows prices, and the counts match the rows', async ({
  page,
}) => {
  const parts = cartParts('inStock', 4, 60)
  const [a, b, c, d] = parts.map((part) => part.sku)
  await openQuickOrder(page, WERKSTATT)
  await textField(page).fill([`${a}\t2`, `${b};3`, `${c},1`, `${d} 4`, `${a} viele`, 'XX.00000NOPE;1'].join('\n'))
  await page.getByRole('button', { name: trExactly('de', 'Check lines') }).click()

  await expect(page.getByTestId('quick-order-summary')).toHaveText(summary(6, 4, 2))
  await expect(page.getByTestId('quick-order-ok')).toHaveCount(4)
  const errors = page.getByTestId('quick-order-error')
  await expect(errors).toHaveCount(2)
  await expect(errors.nth(0)).toContainText(tr('de', 'The quantity must be a whole number from 1 to 99999'))
  await expect(errors.nth(1)).toContainText(tr('de', 'No part with this number'))
  // Werkstatt Brenner may see prices: each found line shows its unit price.
  for (const row of await page.getByTestId('quick-order-ok').all()) await expect(row.locator('.price')).toHaveText(/\d,\d{2}\s€/)
})

test('an account without fillBasket can check lines, but adding is disabled with the reason', async ({ page }) => {
  const [part] = cartParts('inStock', 1, 70)
  await openQuickOrder(page, EINKAUF)
  await textField(page).fill(`${part?.sku}\t1`)
  await page.getByRole('button', { name: trExactly('de', 'Check lines') }).click()
  await expect(page.getByTestId('quick-order-ok')).toHaveCount(1)
  const add = addButton(page)
  await expect(add).toBeDisabled()
  await expect(add).toHaveAccessibleDescription(tr('de', 'Your account may not fill the cart'))
  // Gruber Transporte may not see prices: none are shown.
  await expect(page.getByTestId('quick-order-ok').locator('.price')).toHaveCount(0)
})

test('offline, quick order checks lines against the parts seen on this device, marks them unverified and queues the add', async () => {
  const { context, page } = await openProfile(newProfileDir())
  try {
    const [part] = cartParts('inStock', 1, 80)
    if (!part) throw new Error('no part in stock')
    await logInAndWaitForWorker(page)
    await emptyCart(page)
    // Seen on this device: its product page.
    await page.goto(`/products/${part.slug}`)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await page
      .getByRole('link', { name: trExactly('de', 'Quick order') })
      .first()
      .click()
    await expect(page).toHaveURL(/\/infocenter\/quickorder$/)

    await cutNetwork(context)
    await textField(page).fill(`${part.sku}\t2\nXX.00000NOPE\t1`)
    await page.getByRole('button', { name: trExactly('de', 'Check lines') }).click()
    const found = page.getByTestId('quick-order-ok')
    await expect(found).toHaveCount(1)
    await expect(found).toContainText(tr('de', 'unverified (offline)'))
    await expect(page.getByTestId('quick-order-error')).toContainText(
      tr('de', 'Not among the parts seen on this device; check again when online'),
    )
    await addButton(page).click()
    await expect(page.getByText(tr('de', 'The lines will be added when you are online again.'))).toBeVisible()

    await restoreNetwork(context)
    await expect
      .poll(async () => (await cartLines(page)).map((line) => `${line.sku}×${line.qty}`), { timeout: 20_000 })
      .toEqual([`${part.sku}×2`])
  } finally {
    await context.close()
  }
})

test('checked lines on a Russian phone: no sideways scrolling and no serious axe findings', async ({ page }) => {
  const parts = cartParts('inStock', 2, 100)
  await page.setViewportSize(PHONE)
  await logInFromLoginPage(page, 'ru', WERKSTATT)
  await page.goto('/ru/infocenter/quickorder')
  await textField(page, 'ru').fill(`${parts[0]?.sku}\t2\n${parts[1]?.sku} viele\nXX.00000NOPE;1`)
  await page.getByRole('button', { name: trExactly('ru', 'Check lines') }).click()
  await expect(page.getByTestId('quick-order-error')).toHaveCount(2)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  expect(await blockingAxeFindings(page, 'main')).toEqual([])
})

import { expect, test } from '@playwright/test'
import { tr } from '../fixtures/catalog'
import { samplePart } from '../fixtures/catalog-data'
import { prefix } from './account-helpers'
import { blockingAxeFindings } from './axe-helpers'
import { cartParts, emptyCart, lineSku, removeCartLines } from './cart-helpers'
import { cartLines, cutNetwork, logInAndWaitForWorker, restoreNetwork, sendChange, waitForServiceWorker } from './offline-helpers'

test.describe.configure({ timeout: 90_000 })

const LANGS = ['de', 'en', 'ru'] as const

test('offline, a page never seen says it is not available offline, inside the usable layout', async ({ page, context }) => {
  const part = samplePart(21)
  await page.goto('/')
  await waitForServiceWorker(page)
  await cutNetwork(context)
  for (const lang of LANGS) {
    await page.goto(`${prefix(lang)}/products/${part.slug}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(tr(lang, 'Not available offline'))
    await expect(page.getByRole('main')).not.toContainText('Failed to fetch')
    await expect(page.getByRole('main')).not.toContainText('500')
    await expect(page.getByRole('main')).not.toContainText(tr(lang, 'errors.page404'))
    await expect(page.getByRole('searchbox', { name: tr(lang, 'Search parts') })).toBeEditable()
  }
  expect(await blockingAxeFindings(page)).toEqual([])
  // The header still leads somewhere: the start page opens from the cache.
  await page
    .getByRole('main')
    .getByRole('link', { name: tr('ru', 'Back to the start page') })
    .click()
  await expect(page).toHaveURL(/\/ru$/)

  await restoreNetwork(context)
  await page.goto(`/products/${part.slug}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(part.nameDe)
})

test('a refused cart change shows its reason at the quantity field, translated by its code', async ({ page }) => {
  const parts = cartParts('inStock', LANGS.length, 400)
  await logInAndWaitForWorker(page)
  for (const [i, lang] of LANGS.entries()) {
    const part = parts[i]
    if (!part) throw new Error('the e2e catalogue has too few parts in stock')
    await emptyCart(page)
    expect(await sendChange(page, '/checkout/cart/add', { items: [{ sku: lineSku(part), qty: 1 }] })).toBe(200)
    const [line] = await cartLines(page)
    if (!line) throw new Error('the part should be in the cart')
    await page.goto(`${prefix(lang)}/checkout/step1`)
    const row = page.getByTestId('cart-line')
    await expect(row).toHaveCount(1)
    // Another device empties the cart meanwhile; this page still shows the line.
    expect((await removeCartLines(page, [line.item_id])).status()).toBe(200)
    const quantity = row.getByRole('spinbutton')
    await quantity.fill('5')
    await quantity.press('Enter')
    const reason = row.getByRole('alert')
    await expect(reason).toHaveText(tr(lang, 'This line is no longer in the cart; it may have been changed on another device.'))
    await expect(quantity).toHaveAttribute('aria-invalid', 'true')
    await expect(quantity).toHaveAttribute('aria-describedby', (await reason.getAttribute('id')) ?? '')
    // No full-screen error, no alert banner with the server's English sentence.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(tr(lang, 'Cart'))
    await expect(page.getByText('No such item')).toHaveCount(0)
  }
  expect(await blockingAxeFindings(page)).toEqual([])
})

import { expect, test } from '@playwright/test'
import { trExactly } from '../fixtures/catalog'
import { logIn, WERKSTATT } from './account-helpers'
import { cartParts, emptyCart, fillCart, lineSku } from './cart-helpers'

test('a saved cart is restored into the cart', async ({ page }) => {
  const parts = cartParts('inStock', 3, 40)
  await page.goto('/login')
  await logIn(page, 'de', WERKSTATT)
  await expect(page.getByRole('button', { name: WERKSTATT.name })).toBeVisible()
  await emptyCart(page)
  await fillCart(
    page,
    parts.map((part) => ({ sku: lineSku(part), qty: 2 })),
  )

  await page.goto('/infocenter/mycarts')
  await page.getByLabel(trExactly('de', 'Save the current cart as')).fill('Achse 2 Bremsen')
  await page.getByRole('button', { name: trExactly('de', 'Save cart') }).click()
  const saved = page.getByTestId('saved-cart').filter({ hasText: 'Achse 2 Bremsen' })
  await expect(saved).toBeVisible()

  await emptyCart(page)
  await page.reload()
  await expect(page.getByTestId('cart-icon').locator('.cart-icon__count')).toHaveText('0')
  await saved.getByRole('button').first().click()
  await expect(page.getByTestId('cart-icon').locator('.cart-icon__count')).toHaveText('3')
  await page.getByTestId('cart-icon').click()
  await expect(page.getByTestId('cart-line')).toHaveCount(3)
})

import { randomUUID } from 'node:crypto'
import { expect, test } from '@playwright/test'
import { trExactly } from '../fixtures/catalog'
import { logIn, WERKSTATT } from './account-helpers'
import { blockingAxeFindings } from './axe-helpers'
import { cartParts, emptyCart } from './cart-helpers'

test('cart, checkout steps, quick order and saved carts have no serious or critical axe findings', async ({ page }) => {
  const parts = cartParts('inStock', 2, 60)
  await page.goto('/login')
  await logIn(page, 'de', WERKSTATT)
  await expect(page.getByRole('button', { name: WERKSTATT.name })).toBeVisible()
  await emptyCart(page)
  const origin = new URL(page.url()).origin
  await page.request.post('/api/checkout/cart/add', {
    data: { items: parts.map((part) => ({ sku: `${part.vendorId}-${part.sku}`, qty: 1 })) },
    headers: { origin, 'sec-fetch-site': 'same-origin', 'idempotency-key': randomUUID() },
  })

  await page.goto('/checkout/step1')
  await expect(page.getByTestId('cart-line')).toHaveCount(2)
  expect(await blockingAxeFindings(page)).toEqual([])

  await page.getByLabel(trExactly('de', 'I accept the terms and conditions and the privacy policy.')).check()
  await page.getByRole('button', { name: trExactly('de', 'Continue to addresses') }).click()
  await page.getByRole('radio', { name: trExactly('de', 'Another address for this order') }).check()
  await expect(page.getByLabel(trExactly('de', 'Street and number'))).toBeVisible()
  expect(await blockingAxeFindings(page)).toEqual([])

  await page.goto('/infocenter/quickorder')
  await page.getByRole('textbox').last().fill(`${parts[0]?.sku}\t2\nXX.00000NOPE\t1`)
  await page.getByRole('button', { name: trExactly('de', 'Check lines') }).click()
  await expect(page.getByTestId('quick-order-error')).toHaveCount(1)
  expect(await blockingAxeFindings(page)).toEqual([])

  await page.goto('/infocenter/mycarts')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(await blockingAxeFindings(page)).toEqual([])
})

import { expect, test } from '@playwright/test'
import { tr, trExactly } from '../fixtures/catalog'
import { logIn, WERKSTATT } from './account-helpers'
import { cartParts, emptyCart } from './cart-helpers'

test('quick order: 20 pasted lines, 2 of them bad, each shown with its result; the 18 valid go into the cart at once', async ({
  page,
}) => {
  const parts = cartParts('inStock', 18, 20)
  await page.goto('/login')
  await logIn(page, 'de', WERKSTATT)
  await expect(page.getByRole('button', { name: WERKSTATT.name })).toBeVisible()
  await emptyCart(page)

  await page
    .getByRole('link', { name: trExactly('de', 'Quick order') })
    .first()
    .click()
  await expect(page).toHaveURL(/\/infocenter\/quickorder$/)
  // As pasted from a spreadsheet: tab between number and quantity; one unknown number, one bad quantity.
  const lines = parts.map((part, index) => `${part.sku}\t${(index % 3) + 1}`)
  lines.splice(5, 0, 'XX.00000NOPE\t2')
  lines.splice(12, 0, `${parts[0]?.sku}\t0`)
  const field = page.getByLabel(
    trExactly('de', 'Part or reference numbers with quantities, one per line (paste straight from a spreadsheet)'),
  )
  await field.fill(lines.join('\n'))

  await page.getByRole('button', { name: trExactly('de', 'Check lines') }).click()
  await expect(page.getByTestId('quick-order-ok')).toHaveCount(18)

  // The draft, text and checked lines, survives a reload (IndexedDB).
  await page.reload()
  await expect(field).toHaveValue(lines.join('\n'))
  await expect(page.getByTestId('quick-order-ok')).toHaveCount(18)
  await expect(page.getByTestId('quick-order-error')).toHaveCount(2)
  await expect(page.getByTestId('quick-order-error').first()).toContainText(tr('de', 'No part with this number'))
  await expect(page.getByTestId('quick-order-error').nth(1)).toContainText(
    tr('de', 'The quantity must be a whole number from 1 to 99999'),
  )

  await page.getByRole('button', { name: /18/ }).click()
  await expect(page.getByTestId('cart-icon').locator('.cart-icon__count')).toHaveText('18')
  // The two bad lines stay in the draft to be fixed.
  await expect(page.getByTestId('quick-order-error')).toHaveCount(2)
  await expect(page.getByTestId('quick-order-ok')).toHaveCount(0)
})

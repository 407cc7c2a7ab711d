import { expect, type Page, test } from '@playwright/test'
import { trExactly } from '../fixtures/catalog'
import { logIn, prefix, WERKSTATT } from './account-helpers'
import { blockingAxeFindings } from './axe-helpers'
import { cartParts, emptyCart, fillCart, lineSku } from './cart-helpers'
import { DESKTOP, expectUsable, PHONE } from './layout-helpers'

// The shop pays through the local PAYONE and PayPal simulator (playwright.config.ts starts it).
const THREE_D_SECURE_CARD = '4012001037141112'
const DECLINED_CARD = '5500000000000004'

async function toPaymentStep(page: Page, lang: string, partOffset: number) {
  const [part] = cartParts('inStock', 1, 40 + partOffset)
  if (!part) throw new Error('the e2e catalogue lacks parts in stock')
  await page.goto(`${prefix(lang)}/login`)
  await logIn(page, lang, WERKSTATT)
  await expect(page.getByRole('button', { name: WERKSTATT.name })).toBeVisible()
  await emptyCart(page)
  await fillCart(page, [{ sku: lineSku(part), qty: 1 }])
  await page.goto(`${prefix(lang)}/checkout/step1`)
  await page.getByLabel(trExactly(lang, 'I accept the terms and conditions and the privacy policy.')).check()
  await page.getByRole('button', { name: trExactly(lang, 'Continue to addresses') }).click()
  for (const step of [2, 3]) {
    await expect(page).toHaveURL(new RegExp(`/checkout/step${step}$`))
    await page.getByRole('button', { name: trExactly(lang, 'Continue') }).click()
  }
  await expect(page).toHaveURL(/\/checkout\/step4$/)
}

async function payByCard(page: Page, lang: string, cardNumber: string) {
  await page.getByRole('radio', { name: trExactly(lang, 'Credit card') }).check()
  await page.getByLabel(trExactly(lang, "Cardholder's first name")).fill('Jana')
  await page.getByLabel(trExactly(lang, "Cardholder's last name")).fill('Brenner')
  // Typed into PAYONE's own frames (another origin): the shop's page never holds the card number.
  await page.frameLocator('#payone-cardpan iframe').locator('#v').fill(cardNumber)
  await page.frameLocator('#payone-cardexpiremonth iframe').locator('#v').selectOption('12')
  await page
    .frameLocator('#payone-cardexpireyear iframe')
    .locator('#v')
    .selectOption(String(new Date().getFullYear() + 3))
  await page.frameLocator('#payone-cardcvc2 iframe').locator('#v').fill('123')
  await page.getByRole('button', { name: trExactly(lang, 'Continue') }).click()
  await expect(page).toHaveURL(/\/checkout\/step5$/)
  await expect(page.getByTestId('charged-amount')).toBeVisible()
  await page.getByRole('button', { name: trExactly(lang, 'Pay now and place order') }).click()
}

/** How many orders the buyer has with this online payment (the order history's own numbers). */
async function ordersNumbered(page: Page, orderNumber: string) {
  const response = await page.request.get(`/api/orders?q=${orderNumber}`)
  const body = await response.json()
  return (body.items as Array<{ orderNumber: string }>).filter((order) => order.orderNumber === orderNumber).length
}

test('card with 3-D Secure places the order once; reloading the return page changes nothing (de, 390 px)', async ({ page }) => {
  await page.setViewportSize(PHONE)
  await toPaymentStep(page, 'de', 0)
  await expectUsable(page)
  const returns: string[] = []
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame() && frame.url().includes('/checkout/redirect')) returns.push(frame.url())
  })
  await payByCard(page, 'de', THREE_D_SECURE_CARD)
  await expect(page.getByRole('heading', { name: 'Complete 3-D Secure' })).toBeVisible()
  await page.getByRole('button', { name: 'Confirm' }).click()
  await expect(page).toHaveURL(/\/checkout\/step6$/)
  const first = await page.getByTestId('order-number-first').textContent()
  expect(first).toMatch(/^A\d{2}-\d{6}$/)
  // The provider's return address opened again (a reload, a second tab): the same order, not a second one.
  expect(new Set(returns).size).toBe(1)
  await page.goto(String(returns[0]))
  await expect(page).toHaveURL(/\/checkout\/step6$/)
  await expect(page.getByTestId('order-number-first')).toHaveText(String(first))
  expect(await ordersNumbered(page, String(first))).toBe(1)
})

test('a declined card returns to step 4 with the reason, the cart intact (en, 1440 px)', async ({ page }) => {
  await page.setViewportSize(DESKTOP)
  await toPaymentStep(page, 'en', 1)
  await payByCard(page, 'en', DECLINED_CARD)
  await expect(page).toHaveURL(/\/en\/checkout\/step4$/)
  const failure = page.getByTestId('payment-failure')
  await expect(failure).toHaveAttribute('data-failure', 'declined')
  await expect(failure).toBeFocused()
  expect(await blockingAxeFindings(page)).toEqual([])
  await page.goto('/en/checkout/step1')
  await expect(page.getByTestId('cart-line')).toHaveCount(1)
})

for (const { lang, screen, button, outcome } of [
  { lang: 'de', screen: DESKTOP, button: 'Pay now', outcome: 'placed' },
  { lang: 'en', screen: PHONE, button: 'Cancel and return', outcome: 'cancelled' },
] as const) {
  test(`PayPal: ${button} → ${outcome} (${lang}, ${screen.width} px)`, async ({ page }) => {
    await page.setViewportSize(screen)
    await toPaymentStep(page, lang, lang === 'de' ? 2 : 3)
    await page.getByRole('radio', { name: 'PayPal' }).check()
    await page.getByRole('button', { name: trExactly(lang, 'Continue') }).click()
    await expect(page.getByTestId('charged-amount')).toBeVisible()
    await page.getByRole('button', { name: trExactly(lang, 'Pay now and place order') }).click()
    await page.getByRole('button', { name: button }).click()
    if (outcome === 'placed') {
      await expect(page).toHaveURL(/\/checkout\/step6$/)
      await expect(page.getByTestId('order-number-first')).toHaveText(/^A\d{2}-\d{6}$/)
    } else {
      await expect(page).toHaveURL(/\/checkout\/step4$/)
      await expect(page.getByTestId('payment-failure')).toHaveAttribute('data-failure', 'cancelled')
    }
  })
}

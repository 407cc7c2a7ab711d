import { expect, test } from '@playwright/test'
import { tr, trExactly } from '../fixtures/catalog'
import { logIn, prefix, WERKSTATT } from './account-helpers'
import { cartParts, emptyCart } from './cart-helpers'

for (const lang of ['de', 'en']) {
  test(`search → add → cart → six checkout steps → both order numbers (${lang})`, async ({ page }) => {
    const offset = lang === 'de' ? 0 : 5
    const [available] = cartParts('inStock', 1, offset)
    const [missing] = cartParts('outOfStock', 1, offset)
    if (!available || !missing) throw new Error('the e2e catalogue lacks parts with and without stock')

    await page.goto(`${prefix(lang)}/login`)
    await logIn(page, lang, WERKSTATT)
    await expect(page.getByRole('button', { name: WERKSTATT.name })).toBeVisible()
    await emptyCart(page)

    // Search by article number: a single hit opens the product page, where the part goes into the cart.
    for (const part of [available, missing]) {
      const field = page.getByRole('searchbox', { name: trExactly(lang, 'Search parts') })
      await field.fill(part.sku)
      await field.press('Enter')
      await expect(page).toHaveURL(new RegExp(`/products/${part.slug}$`))
      await page
        .getByRole('main')
        .getByRole('button', { name: trExactly(lang, 'Add to cart') })
        .click()
      // A success is announced politely (role status) in the alert banner.
      await expect(page.getByRole('status').filter({ hasText: tr(lang, 'addToCartSuccess') })).toBeVisible()
    }
    const cartIcon = page.getByTestId('cart-icon')
    await expect(cartIcon.locator('.cart-icon__count')).toHaveText('2')

    // Step 1: the cart; a quantity above the stock of the first part makes a split order.
    await cartIcon.click()
    await expect(page).toHaveURL(new RegExp(`${prefix(lang)}/checkout/step1$`))
    await expect(page.getByTestId('cart-line')).toHaveCount(2)
    const qty = page.getByTestId('cart-line').first().getByRole('spinbutton')
    await qty.fill(String(available.stock + 2))
    await qty.press('Enter')
    await expect(page.getByTestId('cart-line').first().getByRole('spinbutton')).toHaveValue(String(available.stock + 2))
    const next = page.getByRole('button', { name: trExactly(lang, 'Continue to addresses') })
    await expect(next).toBeDisabled()
    await page.getByLabel(trExactly(lang, 'I accept the terms and conditions and the privacy policy.')).check()
    await next.click()

    // Step 2: ship to the billing address.
    await expect(page).toHaveURL(/\/checkout\/step2$/)
    await expect(page.getByRole('radio', { name: trExactly(lang, 'Same as the billing address') })).toBeChecked()
    await page.getByRole('button', { name: trExactly(lang, 'Continue') }).click()

    // Step 3: transport; step 4: payment on account and the customer's reference.
    await expect(page).toHaveURL(/\/checkout\/step3$/)
    await page.getByRole('radio').first().check()
    await page.getByRole('button', { name: trExactly(lang, 'Continue') }).click()
    await expect(page).toHaveURL(/\/checkout\/step4$/)
    await page.getByRole('radio', { name: trExactly(lang, 'On account (invoice)') }).check()
    await page.getByLabel(trExactly(lang, 'Your order reference (optional)')).fill(`E2E-${lang}`)
    await page.getByRole('button', { name: trExactly(lang, 'Continue') }).click()

    // Step 5: review and place; step 6: both numbers.
    await expect(page).toHaveURL(/\/checkout\/step5$/)
    await expect(page.getByText(`E2E-${lang}`)).toBeVisible()
    await page.getByRole('button', { name: trExactly(lang, 'Place order') }).click()
    await expect(page).toHaveURL(new RegExp(`${prefix(lang)}/checkout/step6$`))
    const first = page.getByTestId('order-number-first')
    const second = page.getByTestId('order-number-second')
    await expect(first).toHaveText(/^A\d{2}-\d{6}$/)
    await expect(second).toHaveText(/^B\d{2}-\d{6}$/)
    expect((await second.textContent())?.slice(1)).toBe((await first.textContent())?.slice(1))

    // The order joins the information centre at once: step 6 links to its page, and it heads the history.
    const firstNumber = String(await first.textContent())
    await first.getByRole('link').click()
    await expect(page).toHaveURL(new RegExp(`${prefix(lang)}/infocenter/orderhistory/${firstNumber}$`))
    await expect(page.getByRole('heading', { level: 1 })).toContainText(firstNumber)
    await page.goto(`${prefix(lang)}/infocenter/orderhistory`)
    await expect(page.getByRole('link', { name: firstNumber, exact: true })).toBeVisible()
  })
}

test('with an empty cart the address step sends the buyer back to step 1', async ({ page }) => {
  await page.goto('/login')
  await logIn(page, 'de', WERKSTATT)
  await expect(page.getByRole('button', { name: WERKSTATT.name })).toBeVisible()
  await emptyCart(page)
  await page.goto('/checkout/step3')
  await expect(page).toHaveURL(/\/checkout\/step1$/)
  await expect(page.getByTestId('cart-empty')).toBeVisible()
  await page.goto('/checkout/step5')
  await expect(page).toHaveURL(/\/checkout\/step5$/)
})

test('a visitor clicking the cart goes to the login', async ({ page }) => {
  await page.goto('/')
  await page.getByTestId('cart-icon').click()
  await expect(page).toHaveURL(/\/login$/)
})

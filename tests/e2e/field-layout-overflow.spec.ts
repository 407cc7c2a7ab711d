import { expect, type Page, test } from '@playwright/test'
import { LANGUAGES } from '../../src/shared/contracts/languages'
import { logIn, prefix, WERKSTATT } from './account-helpers'
import { cartParts, emptyCart, fillCart, lineSku } from './cart-helpers'
import { PHONE } from './layout-helpers'

/** The page's sideways overflow, with the deepest elements that stick out named, so a failure says where. */
async function sidewaysOverflow(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth
    const culprits = [...document.querySelectorAll('main *, header *, footer *')]
      .filter((element) => element.getBoundingClientRect().right > width + 1 && element.children.length === 0)
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className} "${element.textContent?.slice(0, 30)}"`)
    return { scrollWidth: document.documentElement.scrollWidth, width, culprits }
  })
}

async function expectNoSidewaysScroll(page: Page, path: string, lines = 0) {
  await page.goto(path)
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
  if (lines > 0) await expect(page.getByTestId('cart-line')).toHaveCount(lines)
  // Lazy parts (images, the cart's lines, search results) settle before the measurement.
  await page.waitForLoadState('networkidle')
  const { scrollWidth, width, culprits } = await sidewaysOverflow(page)
  expect(scrollWidth, `${path} is ${scrollWidth} px wide: ${culprits.join(', ')}`).toBeLessThanOrEqual(width)
}

test.describe('no page scrolls sideways on a 390 px phone', () => {
  test.use({ viewport: PHONE })
  // Two parts of this spec's own (offset) in the cart, so the cart step shows real lines with prices.
  const parts = cartParts('inStock', 2, 140)
  const product = parts[0]

  for (const lang of LANGUAGES) {
    test(`${lang}: home, results, product, categories, login, cart and information centre`, async ({ page }) => {
      test.setTimeout(90_000)
      const p = prefix(lang)
      await expectNoSidewaysScroll(page, `${p}/login`)
      await logIn(page, lang, WERKSTATT)
      await expect(page.getByRole('button', { name: WERKSTATT.name })).toBeVisible()
      await emptyCart(page)
      await fillCart(
        page,
        parts.map((part) => ({ sku: lineSku(part), qty: 12 })),
      )

      await expectNoSidewaysScroll(page, `${p}/checkout/step1`, parts.length)
      for (const path of [
        p || '/',
        `${p}/search/results?news=true`,
        `${p}/search/results?categories=C60`,
        `${p}/products/${product?.slug}`,
        `${p}/categories`,
        `${p}/infocenter`,
      ]) {
        await expectNoSidewaysScroll(page, path)
      }
    })
  }
})

import { expect, test } from '@playwright/test'
import { tr, trExactly } from '../fixtures/catalog'
import { logIn, prefix, WERKSTATT } from './account-helpers'
import { emptyCart } from './cart-helpers'
import { addToCart, invoiceWithOrderOfTwoParts } from './infocenter-helpers'

for (const lang of ['de', 'en']) {
  test(`find an invoice by an article number on it, open its PDF, go to its order and reorder (${lang})`, async ({
    page,
    context,
  }) => {
    await page.goto(`${prefix(lang)}/login`)
    await logIn(page, lang, WERKSTATT)
    await expect(page.getByRole('button', { name: WERKSTATT.name })).toBeVisible()
    await emptyCart(page)
    const { invoice, order, articleNumber } = await invoiceWithOrderOfTwoParts(page)
    // One of the order's parts is already in the cart: the reorder must add the rest and say which not.
    const [inCart] = order.lines.filter((line) => line.slug)
    if (!inCart) throw new Error('the order has no line of a catalogue part')
    await addToCart(page, inCart)

    // The single search box finds the invoice by an article number printed on it.
    await page.goto(`${prefix(lang)}/infocenter/salesinvoice`)
    await expect(page.getByRole('heading', { level: 1, name: trExactly(lang, 'Invoices') })).toBeVisible()
    const search = page.getByRole('searchbox', { name: trExactly(lang, 'Search') })
    await search.fill(articleNumber)
    await search.press('Enter')
    // The router writes a number-like value as a JSON string (q="14.64054"), so it reads back as text.
    await expect(page).toHaveURL(/[?&]q=/)
    const row = page.getByRole('row').filter({ hasText: invoice.number })
    await expect(row).toBeVisible()

    // Its PDF opens in a new tab, in the page's language.
    const pdfResponse = context.waitForEvent('response', (response) =>
      response.url().includes(`/api/documents/${invoice.documentId}/pdf?languageID=${lang}`),
    )
    const popup = context.waitForEvent('page')
    await row.getByRole('link', { name: new RegExp(`^${tr(lang, 'Open PDF')}`) }).click()
    const response = await pdfResponse
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toContain('application/pdf')
    await (await popup).close()

    // Its order, from the invoice's row.
    await row.getByRole('link', { name: order.orderNumber }).click()
    await expect(page).toHaveURL(new RegExp(`${prefix(lang)}/infocenter/orderhistory/${order.orderNumber}$`))
    await expect(page.getByRole('heading', { level: 1 })).toContainText(order.orderNumber)
    const count = page.getByTestId('cart-icon').locator('.cart-icon__count')
    await expect(count).toHaveText('1')

    await page.getByRole('button', { name: trExactly(lang, 'Reorder') }).click()
    const result = page.getByTestId('reorder-result')
    await expect(result).toBeVisible()
    await expect(result.getByRole('listitem').filter({ hasText: inCart.sku })).toContainText(tr(lang, 'already in your cart'))
    await expect.poll(async () => Number(await count.textContent())).toBeGreaterThan(1)
    await result.getByRole('link', { name: trExactly(lang, 'Go to the cart') }).click()
    await expect(page).toHaveURL(new RegExp(`${prefix(lang)}/checkout/step1$`))
  })
}

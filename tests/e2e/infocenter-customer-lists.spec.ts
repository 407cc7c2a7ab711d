import { randomUUID } from 'node:crypto'
import { expect, type Page, test } from '@playwright/test'
import { tr, trExactly } from '../fixtures/catalog'
import { logInFromLoginPage, prefix, WERKSTATT } from './account-helpers'
import { blockingAxeFindings } from './axe-helpers'
import { cartParts, cartQuote, emptyCart, fillCart, lineSku } from './cart-helpers'
import { sidewaysOverflow } from './layout-helpers'
import { cutNetwork, logInAndWaitForWorker, restoreNetwork, storedAnswers } from './offline-helpers'

const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 768, height: 1024 },
  { width: 1024, height: 768 },
  { width: 1440, height: 900 },
]

const change = (page: Page, method: 'PUT' | 'DELETE', url: string, data?: object) =>
  page.request.fetch(url, {
    method,
    ...(data ? { data } : {}),
    headers: { origin: new URL(page.url()).origin, 'sec-fetch-site': 'same-origin', 'idempotency-key': randomUUID() },
  })

/** Leaves werkstatt as other specs expect it: no delivery addresses, no second currency, an empty notice list. */
async function tidyUp(page: Page) {
  const book = await (await page.request.get('/api/addresses')).json()
  for (const address of book.delivery) await change(page, 'DELETE', `/api/addresses/${address.id}`)
  await change(page, 'PUT', '/api/currencies/alternative', { alternativeCurrency: null })
  const list = await (await page.request.get('/api/noticelist')).json()
  for (const entry of list.entries) await change(page, 'DELETE', `/api/noticelist/${entry.id}`)
  await emptyCart(page)
}

for (const lang of ['de', 'en']) {
  test.describe(`information centre: own lists (${lang})`, () => {
    test.beforeEach(async ({ page }) => {
      await logInFromLoginPage(page, lang, WERKSTATT)
      await tidyUp(page)
    })
    test.afterEach(async ({ page }) => tidyUp(page))

    test('a delivery address is checked per country, saved, made default and offered by the checkout', async ({ page }) => {
      await page.goto(`${prefix(lang)}/infocenter/addresses`)
      await expect(page.getByTestId('billing-address')).toContainText('Hafenstraße 12')
      await page.getByRole('button', { name: trExactly(lang, 'Add a delivery address') }).click()
      const form = page.getByTestId('address-form')
      await form.getByLabel(tr(lang, 'Company or name')).fill('Brenner Halle 3')
      await form.getByLabel(tr(lang, 'Street and number')).fill('Am Speicher 5')
      await form.getByLabel(tr(lang, 'Postcode')).fill('2821')
      await form.getByLabel(tr(lang, 'City')).fill('Bremen')
      await form.getByRole('button', { name: trExactly(lang, 'Save address') }).click()
      // The postcode's error sits beside the field, which gets the focus back.
      await expect(form.getByLabel(tr(lang, 'Postcode'))).toBeFocused()
      await expect(
        form.getByText(tr(lang, 'This postcode does not fit the country, for example {example}.', { example: '28217' })),
      ).toBeVisible()
      await page.keyboard.type('7')
      await form.getByLabel(tr(lang, 'Use as the default delivery address')).check()
      await form.getByRole('button', { name: trExactly(lang, 'Save address') }).click()
      const saved = page.getByTestId('delivery-address')
      await expect(saved).toHaveCount(1)
      await expect(saved).toContainText('28217 Bremen')
      await expect(saved.getByText(trExactly(lang, 'Default'))).toBeVisible()

      const options = await (await page.request.get('/api/checkout/options?languageID=de&countryID=DE')).json()
      expect(options.addresses.shipping[0]).toMatchObject({ name: 'Brenner Halle 3', postalCode: '28217' })
      expect(options.addresses.defaultShippingId).toBe(options.addresses.shipping[0].id)

      // Step 2 starts on the default delivery address, not on the billing address.
      const [part] = cartParts('inStock', 1, 20)
      if (!part) throw new Error('the e2e catalogue has no part in stock')
      await fillCart(page, [{ sku: lineSku(part), qty: 1 }])
      await page.goto(`${prefix(lang)}/checkout/step2`)
      const shipping = page.getByRole('group', { name: tr(lang, 'Shipping address') })
      await expect(shipping.getByRole('radio', { name: /Brenner Halle 3/ })).toBeChecked()
      await expect(shipping.getByRole('radio', { name: tr(lang, 'Same as the billing address') })).not.toBeChecked()
    })

    test('pasted numbers show stock per warehouse and the available ones go into the cart', async ({ page }) => {
      const [first, second] = cartParts('inStock', 2, 60)
      if (!first || !second) throw new Error('the e2e catalogue has too few parts in stock')
      await page.goto(`${prefix(lang)}/infocenter/availability`)
      await page
        .getByLabel(tr(lang, 'Article or OE numbers, one a line, each with its quantity (up to 200)'))
        .fill(`${first.sku}\t2\n${second.sku} 1\nNO-SUCH-PART 1`)
      await page.getByRole('button', { name: trExactly(lang, 'Check availability') }).click()
      const lines = page.getByTestId('availability-line')
      await expect(lines).toHaveCount(3)
      await expect(lines.nth(0).getByRole('list', { name: tr(lang, 'Stock per warehouse') })).toBeVisible()
      await expect(lines.nth(2)).toContainText(tr(lang, 'Not found'))
      await page.getByRole('button', { name: tr(lang, 'Add the {0} available lines to the cart', { 0: 2 }) }).click()
      await expect(page.getByText(tr(lang, 'The available lines are in the cart.'))).toBeVisible()
      const quote = await cartQuote(page)
      expect(quote.items.map((item: { sku: string; qty: number }) => [item.sku, item.qty]).sort()).toEqual(
        [
          [first.sku, 2],
          [second.sku, 1],
        ].sort(),
      )
    })

    test('a second currency shows beside the binding price, marked as indicative', async ({ page }) => {
      await page.goto(`${prefix(lang)}/infocenter/currencies`)
      await expect(page.getByTestId('currency-rate').filter({ hasText: 'CHF' })).toContainText(
        '0.95'.replace('.', lang === 'de' ? ',' : '.'),
      )
      await page.getByLabel(tr(lang, 'Also show prices in')).selectOption('CHF')
      await expect(page.locator('.price-alternative').first()).toContainText('CHF')
      const [part] = cartParts('inStock', 1, 70)
      await page.goto(`${prefix(lang)}/products/${part?.slug}`)
      await expect(page.locator('.price-alternative').first()).toContainText(
        tr(lang, '≈ {text} (indicative)').split('{text}')[1]?.trim() ?? '',
      )
    })

    test('a part watched from its product page is on the notice list with its note, then moves to the cart', async ({ page }) => {
      const [part] = cartParts('inStock', 1, 80)
      if (!part) throw new Error('the e2e catalogue has no part in stock')
      await page.goto(`${prefix(lang)}/products/${part.slug}`)
      await page.getByRole('button', { name: tr(lang, 'Watch {0}', { 0: part.sku }) }).click()
      await page.getByLabel(tr(lang, 'Note')).fill('Kunde Meyer, Achse 2')
      await page.getByRole('button', { name: trExactly(lang, 'Save to notice list') }).click()
      await expect(page.getByText(tr(lang, 'The part is on your notice list.'))).toBeVisible()

      await page.goto(`${prefix(lang)}/infocenter/noticelist`)
      const entry = page.getByTestId('notice-entry')
      await expect(entry).toHaveCount(1)
      await expect(entry.getByLabel(tr(lang, 'Note'))).toHaveValue('Kunde Meyer, Achse 2')
      await entry.getByRole('button', { name: tr(lang, 'Move {0} to the cart', { 0: part.sku }) }).click()
      await expect(page.getByText(tr(lang, 'No parts on your notice list yet.'))).toBeVisible()
      expect((await cartQuote(page)).items.map((item: { sku: string }) => item.sku)).toEqual([part.sku])
    })
  })
}

/** An address and a watched part, so the pages are checked with content, not only their empty states. */
async function seedLists(page: Page) {
  const [part] = cartParts('inStock', 1, 90)
  const post = (url: string, data: object) =>
    page.request.post(url, {
      data,
      headers: { origin: new URL(page.url()).origin, 'sec-fetch-site': 'same-origin', 'idempotency-key': randomUUID() },
    })
  await post('/api/addresses', {
    name: 'Lager Wien',
    street: 'Simmeringer Hauptstraße 1',
    postalCode: '1100',
    city: 'Wien',
    country: 'AT',
  })
  await post('/api/noticelist', { sku: `${part?.vendorId}-${part?.sku}`, qty: 2, note: 'Reserve' })
  return part
}

test('the four pages: no serious or critical axe finding, no sideways scrolling; the check runs by keyboard', async ({
  page,
}) => {
  test.setTimeout(120_000)
  await logInFromLoginPage(page, 'de', WERKSTATT)
  await tidyUp(page)
  const part = await seedLists(page)
  try {
    // Keyboard only: type the list, Tab to the button, Enter.
    await page.goto('/infocenter/availability')
    await page.getByLabel(tr('de', 'Article or OE numbers, one a line, each with its quantity (up to 200)')).focus()
    await page.keyboard.type(`${part?.sku} 3`)
    await page.keyboard.press('Tab')
    await expect(page.getByRole('button', { name: trExactly('de', 'Check availability') })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page.getByTestId('availability-line')).toHaveCount(1)

    for (const path of [
      '/infocenter/addresses',
      '/infocenter/availability',
      '/infocenter/currencies',
      '/infocenter/noticelist',
    ]) {
      await page.setViewportSize({ width: 1440, height: 900 })
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(page.locator('.spinner')).toHaveCount(0)
      expect(await blockingAxeFindings(page), path).toEqual([])
      for (const viewport of VIEWPORTS) {
        await page.setViewportSize(viewport)
        expect(await sidewaysOverflow(page), `${path} at ${viewport.width} px`).toEqual([])
      }
    }
    // The information-centre home links to each of them.
    await page.goto('/infocenter')
    for (const name of ['Addresses', 'Availability', 'Currencies', 'Notice list'])
      await expect(page.getByRole('link', { name: trExactly('de', name) })).toBeVisible()
  } finally {
    await tidyUp(page)
  }
})

test('addresses, the last availability check and the notice list seen online open offline', async ({ page, context }) => {
  await logInAndWaitForWorker(page)
  await tidyUp(page)
  const part = await seedLists(page)
  try {
    await page.goto('/infocenter/addresses')
    await expect(page.getByTestId('delivery-address')).toContainText('1100 Wien')
    await page.goto('/infocenter/noticelist')
    await expect(page.getByTestId('notice-entry')).toHaveCount(1)
    await page.goto('/infocenter/availability')
    await page
      .getByLabel(tr('de', 'Article or OE numbers, one a line, each with its quantity (up to 200)'))
      .fill(`${part?.sku} 1`)
    await page.getByRole('button', { name: trExactly('de', 'Check availability') }).click()
    await expect(page.getByTestId('availability-line')).toHaveCount(1)
    // Offline, the pages read the query cache's copy in IndexedDB: all three answers are stored first.
    await expect
      .poll(() => storedAnswers(page, ['addresses', 'availability', 'noticelist']))
      .toEqual(['addresses', 'availability', 'noticelist'])

    await cutNetwork(context)
    await page.goto('/infocenter/addresses')
    await expect(page.getByTestId('delivery-address')).toContainText('1100 Wien')
    await page.goto('/infocenter/noticelist')
    await expect(page.getByTestId('notice-entry').getByLabel(tr('de', 'Note'))).toHaveValue('Reserve')
    await page.goto('/infocenter/availability')
    await expect(page.getByTestId('availability-line')).toContainText(part?.sku ?? '')
  } finally {
    await restoreNetwork(context)
    await page.reload()
    await tidyUp(page)
  }
})

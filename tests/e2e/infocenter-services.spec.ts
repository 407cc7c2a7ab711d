import { expect, test } from '@playwright/test'
import { tr, trExactly } from '../fixtures/catalog'
import { logInFromLoginPage, prefix, WERKSTATT } from './account-helpers'
import { cartParts } from './cart-helpers'
import { expectUsable } from './layout-helpers'

for (const lang of ['de', 'en']) {
  test(`shared favourites: a published link works logged out, and stops working once withdrawn (${lang})`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(90_000)
    const [part] = cartParts('inStock', 1, 90)
    if (!part) throw new Error('no part')
    await logInFromLoginPage(page, lang, WERKSTATT)
    await page.goto(`${prefix(lang)}/infocenter`)
    await page.getByRole('link', { name: trExactly(lang, 'Shared favourites') }).click()
    await page.getByLabel(tr(lang, 'Article or OE number')).fill(part.sku)
    await page.getByRole('button', { name: trExactly(lang, 'Add to favourites') }).click()
    await expect(page.getByTestId('favourite').filter({ hasText: part.sku })).toBeVisible()
    const publish = page.getByRole('button', { name: trExactly(lang, 'Publish the list') })
    const renew = page.getByRole('button', { name: trExactly(lang, 'Make a new link') })
    const withdraw = page.getByRole('button', { name: trExactly(lang, 'Withdraw link') })
    // A list published by an earlier run starts private again, so the link read below is the new one.
    await expect(publish.or(renew)).toBeVisible()
    if (await renew.isVisible()) await withdraw.click()
    await publish.click()
    const link = await page.getByLabel(tr(lang, 'Link to the list')).inputValue()
    expect(link).toMatch(/\/infocenter\/sharedFavourites\?list=[A-Za-z0-9_-]{43}$/)
    await expectUsable(page)

    // Someone without an account opens the link: the parts, no prices, a way to log in.
    const visitorContext = await browser.newContext()
    const visitor = await visitorContext.newPage()
    await visitor.goto(link)
    await expect(visitor.getByTestId('favourite').filter({ hasText: part.sku })).toBeVisible()
    await expect(visitor.getByText(tr(lang, 'Your price: {0}', { 0: '' }).trim())).toHaveCount(0)
    await expect(visitor.getByRole('link', { name: trExactly(lang, 'Log in to put these parts in your cart') })).toBeVisible()
    await expectUsable(visitor)

    await withdraw.click()
    await expect(publish).toBeVisible()
    await visitor.reload()
    await expect(visitor.getByText(tr(lang, 'This link is unknown or was withdrawn by the person who shared it.'))).toBeVisible()
    await visitorContext.close()
  })

  test(`returns: a case from a delivery note's line is validated at the line, sent and listed (${lang})`, async ({ page }) => {
    test.setTimeout(90_000)
    await logInFromLoginPage(page, lang, WERKSTATT)
    await page.goto(`${prefix(lang)}/infocenter/deliverynotes`)
    // One of the page's oldest notes, from the demo history, a note of its own per language: no other
    // spec has sent its parts back.
    const notes = page.getByRole('link', { name: tr(lang, 'Return parts') })
    await expect(notes.first()).toBeVisible()
    await notes.nth((await notes.count()) - 1 - ['de', 'en'].indexOf(lang)).click()
    await expect(page).toHaveURL(/\/infocenter\/forms\?documentId=/)
    const line = page
      .locator('.case-line')
      .filter({ has: page.locator('input[type="checkbox"]:enabled') })
      .first()
    await line.getByRole('checkbox').check()
    await page.getByRole('button', { name: trExactly(lang, 'Send case') }).click()
    const reason = line.getByLabel(tr(lang, 'Reason'))
    await expect(reason).toHaveAccessibleDescription(tr(lang, 'Please choose a reason.'))
    await reason.selectOption({ label: tr(lang, 'Wrong part delivered') })
    await line.getByLabel(tr(lang, 'Remark (optional)')).fill('Drum delivered instead of disc')
    await expectUsable(page)
    await page.getByRole('button', { name: trExactly(lang, 'Send case') }).click()
    const sent = page.getByTestId('service-case').first()
    await expect(sent).toContainText(tr(lang, 'Requested'))
    await expect(sent.getByRole('link', { name: tr(lang, 'Print return slip') })).toHaveAttribute(
      'href',
      new RegExp(`/api/forms/\\d+/pdf\\?languageID=${lang}$`),
    )
    await expectUsable(page)
  })

  test(`appointments: book a pickup from the free slots, see it listed, cancel it (${lang})`, async ({ page }) => {
    test.setTimeout(90_000)
    await logInFromLoginPage(page, lang, WERKSTATT)
    await page.goto(`${prefix(lang)}/infocenter`)
    await page.getByRole('link', { name: trExactly(lang, 'Appointments') }).click()
    await expectUsable(page)
    await page.getByRole('link', { name: trExactly(lang, 'Book a pickup') }).click()
    await expect(page).toHaveURL(/\/infocenter\/appointment\/edit\?kind=pickup/)
    const slot = page.locator('input[name="appointment-slot"]').last()
    await expect(slot).toBeVisible()
    await slot.check()
    await page.getByLabel(tr(lang, 'Note for the branch (optional)')).fill('Zwei Paletten')
    await expectUsable(page)
    await page.getByRole('button', { name: trExactly(lang, 'Book appointment') }).click()
    await expect(page).toHaveURL(/\/infocenter\/appointment$/)
    const booked = page.getByTestId('appointment').filter({ hasText: 'Zwei Paletten' })
    await expect(booked).toBeVisible()
    await booked.getByRole('button').click()
    await expect(booked).toHaveCount(0)
  })

  test(`partner interface: a key is shown once, works within its scope and is refused once revoked (${lang})`, async ({
    page,
  }) => {
    test.setTimeout(90_000)
    await logInFromLoginPage(page, lang, WERKSTATT)
    await page.goto(`${prefix(lang)}/infocenter`)
    await page.getByRole('link', { name: trExactly(lang, 'Partner interface') }).click()
    await page.getByLabel(tr(lang, 'Name'), { exact: true }).fill('Workshop ERP')
    await page.getByRole('checkbox', { name: new RegExp(`^${tr(lang, 'Orders')}:`) }).check()
    await page.getByRole('button', { name: trExactly(lang, 'Create key') }).click()
    const secret = await page.getByLabel(tr(lang, 'API key'), { exact: true }).inputValue()
    expect(secret).toMatch(/^pk_/)
    await expect(page.getByRole('heading', { name: trExactly(lang, 'Calls and examples') })).toBeVisible()
    await expectUsable(page)

    const api = page.context().request
    expect((await api.get('/api/orders', { headers: { authorization: `Bearer ${secret}` } })).status()).toBe(200)
    expect((await api.get('/api/documents?type=invoice', { headers: { 'x-api-key': secret } })).status()).toBe(403)
    await page.getByRole('button', { name: trExactly(lang, 'I have stored the key') }).click()
    await page
      .getByRole('button', { name: tr(lang, 'Revoke {0}', { 0: 'Workshop ERP' }) })
      .first()
      .click()
    await expect(page.getByTestId('api-key').filter({ hasText: 'Workshop ERP' }).first()).toContainText(
      tr(lang, 'Revoked {0}', { 0: '' }).trim(),
    )
    expect((await api.get('/api/orders', { headers: { authorization: `Bearer ${secret}` } })).status()).toBe(401)
  })
}

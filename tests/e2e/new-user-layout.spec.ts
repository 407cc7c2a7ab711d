import { expect, type Locator, test } from '@playwright/test'
import type { OrdersPage } from '../../src/shared/contracts/documents'
import { tr, trExactly } from '../fixtures/catalog'
import { logInFromLoginPage, prefix, WERKSTATT } from './account-helpers'
import { cartParts, emptyCart, fillCart, lineSku } from './cart-helpers'
import { askForPageOfInvoices } from './downloads-helpers'
import { apiGet } from './infocenter-helpers'
import { LANDSCAPE_TABLET, PHONE, PORTRAIT_TABLET, sidewaysOverflow } from './layout-helpers'
import { waitForServiceWorker } from './offline-helpers'

// Issue 30: what a new user still tripped over, at the widths they tripped over it.

/** Scrolls the button as low as the page lets it go, then asks the browser what is on top at its centre. */
async function expectScrollableAboveBars(button: Locator) {
  await expect(button).toBeVisible()
  await expect
    .poll(() =>
      button.evaluate((element) => {
        element.scrollIntoView({ block: 'end' })
        const box = element.getBoundingClientRect()
        const top = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
        return top === element || element.contains(top)
      }),
    )
    .toBe(true)
}

test.describe('a first visit, before the consent choice', () => {
  // The config stores a consent choice for every spec; a first visit has none.
  test.use({ storageState: { cookies: [], origins: [] } })

  test('the consent bar covers no checkout button: the page scrolls each above it (390×844, 1024×768)', async ({ page }) => {
    test.setTimeout(60_000)
    await page.setViewportSize(PHONE)
    await logInFromLoginPage(page, 'de', WERKSTATT)
    await emptyCart(page)
    await fillCart(
      page,
      cartParts('inStock', 3, 120).map((part) => ({ sku: lineSku(part), qty: 1 })),
    )
    await page.goto('/checkout/step1')
    await expect(page.getByTestId('consent-bar')).toBeVisible()
    await expectScrollableAboveBars(page.getByRole('button', { name: trExactly('de', 'Continue to addresses') }))

    await page.setViewportSize(LANDSCAPE_TABLET)
    await page.goto('/checkout/step5')
    await expect(page.getByTestId('consent-bar')).toBeVisible()
    await expectScrollableAboveBars(page.getByRole('button', { name: trExactly('de', 'Place order') }))
    await emptyCart(page)
  })
})

test('changing an appointment opens on its day with its time chosen, and a new time keeps the day', async ({ page }) => {
  test.setTimeout(60_000)
  await logInFromLoginPage(page, 'de', WERKSTATT)
  await page.goto('/infocenter/appointment/edit?kind=delivery')
  const day = page.getByLabel(tr('de', 'Day'))
  const slots = page.locator('input[name="appointment-slot"]')
  // A later day than the first, and not its first time: what the form used to open on is then wrong twice.
  await expect(day.locator('option')).not.toHaveCount(0)
  const bookedDay = await day.locator('option').nth(2).getAttribute('value')
  await day.selectOption(bookedDay ?? '')
  await expect(slots.nth(1)).toBeVisible()
  const bookedTime = await slots.nth(1).getAttribute('value')
  await slots.nth(1).check()
  await page.getByLabel(tr('de', 'Note for the branch (optional)')).fill('I30 verschieben')
  await page.getByRole('button', { name: trExactly('de', 'Book appointment') }).click()
  await expect(page).toHaveURL(/\/infocenter\/appointment$/)

  const card = () => page.getByTestId('appointment').filter({ hasText: 'I30 verschieben' })
  await card()
    .getByRole('link', { name: trExactly('de', 'Change') })
    .click()
  await expect(day).toHaveValue(bookedDay ?? '')
  await expect(page.locator(`input[name="appointment-slot"][value="${bookedTime}"]`)).toBeChecked()
  const otherTime = await slots.first().getAttribute('value')
  await slots.first().check()
  await expect(day).toHaveValue(bookedDay ?? '')
  await page.getByRole('button', { name: trExactly('de', 'Move appointment') }).click()
  await expect(page).toHaveURL(/\/infocenter\/appointment$/)

  await card()
    .getByRole('link', { name: trExactly('de', 'Change') })
    .click()
  await expect(day).toHaveValue(bookedDay ?? '')
  await expect(page.locator(`input[name="appointment-slot"][value="${otherTime}"]`)).toBeChecked()
  await page.goto('/infocenter/appointment')
  await card().getByRole('button').click()
  await expect(card()).toHaveCount(0)
})

test('on a phone the invoice list comes first: filters and export fold behind one button, the selection bar waits for a pick', async ({
  page,
}) => {
  await page.setViewportSize(PHONE)
  await logInFromLoginPage(page, 'de', WERKSTATT)
  await page.goto('/infocenter/salesinvoice')
  const firstRow = page.locator('tbody tr').first()
  await expect(firstRow).toBeVisible()
  const box = await firstRow.boundingBox()
  expect((box?.y ?? 0) + 40, 'the first invoice starts within the first screen').toBeLessThan(PHONE.height)

  const toggle = page.getByRole('button', { name: trExactly('de', 'Filters and export') })
  const search = page.getByRole('searchbox', { name: trExactly('de', 'Search') })
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  await expect(search).toBeHidden()
  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  await expect(search).toBeVisible()

  await expect(page.locator('.selection-bar')).toBeHidden()
  await firstRow.getByRole('checkbox').check()
  await expect(page.locator('.selection-bar')).toBeVisible()
  expect(await sidewaysOverflow(page)).toEqual([])

  // A tablet keeps the filters and the bar in view, without the button.
  await page.setViewportSize(PORTRAIT_TABLET)
  await expect(search).toBeVisible()
  await expect(toggle).toBeHidden()
})

test('on a phone the header’s downloads panel opens inside the window', async ({ page }) => {
  test.setTimeout(90_000)
  await page.setViewportSize(PHONE)
  await logInFromLoginPage(page, 'de', WERKSTATT)
  await waitForServiceWorker(page)
  await askForPageOfInvoices(page, 'de')
  await page.locator('.downloads-indicator__toggle').click()
  const panel = page.locator('.downloads-indicator__panel')
  await expect(panel).toBeVisible()
  const box = await panel.boundingBox()
  expect(box?.x ?? -1).toBeGreaterThanOrEqual(0)
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(PHONE.width)
  for (const button of await panel.getByRole('button').all()) {
    const buttonBox = await button.boundingBox()
    expect(buttonBox?.x ?? -1).toBeGreaterThanOrEqual(0)
    expect((buttonBox?.x ?? 0) + (buttonBox?.width ?? 0)).toBeLessThanOrEqual(PHONE.width)
  }
})

/** The order-lines table scrolls inside its own box when wider than the page; 0 when it fits. */
const tableOverflow = (table: Locator) => table.evaluate((element) => element.scrollWidth - element.clientWidth)

test('tables fit: Russian order lines at 1024 px, the select-all box beside "Nummer" at 768 px, one-line document buttons', async ({
  page,
}) => {
  await logInFromLoginPage(page, 'ru', WERKSTATT)
  const orders = await apiGet<OrdersPage>(page, '/api/orders?pageSize=1')
  const order = orders.items[0]
  if (!order) throw new Error('the demo customer has no orders')
  await page.setViewportSize(LANDSCAPE_TABLET)
  await page.goto(`${prefix('ru')}/infocenter/orderhistory/${order.orderNumber}`)
  const lines = page.locator('.data-table').filter({ has: page.getByRole('table', { name: tr('ru', 'Order lines') }) })
  await expect(lines.locator('tbody tr').first()).toBeVisible()
  expect(await tableOverflow(lines)).toBeLessThanOrEqual(0)
  expect(await sidewaysOverflow(page)).toEqual([])

  await page.goto('/infocenter/salesinvoice')
  await page.setViewportSize(PORTRAIT_TABLET)
  const selectAll = page.getByRole('checkbox', { name: tr('de', 'Select all documents on this page') })
  const number = page.getByRole('columnheader', { name: new RegExp(tr('de', 'Number')) })
  await expect(selectAll).toBeVisible()
  // The box's whole 44 px target (its label) ends before the heading starts, and a tap reaches the box.
  const [check, heading] = [await page.locator('thead .data-table__check').boundingBox(), await number.boundingBox()]
  expect(check && heading && check.x + check.width <= heading.x).toBe(true)
  await selectAll.check()
  await expect(selectAll).toBeChecked()
  await selectAll.uncheck()

  await page.setViewportSize(LANDSCAPE_TABLET)
  const row = page.locator('tbody tr').first()
  const download = row.getByRole('link', { name: new RegExp(`^${tr('de', 'Download')}`) })
  const xml = row.getByRole('link', { name: /^XML/ })
  const [downloadBox, xmlBox] = [await download.boundingBox(), await xml.boundingBox()]
  expect(downloadBox?.height, '"Herunterladen" on one line, as "XML"').toBe(xmlBox?.height)
  expect(await tableOverflow(page.locator('.data-table'))).toBeLessThanOrEqual(0)
  expect(await sidewaysOverflow(page)).toEqual([])
})

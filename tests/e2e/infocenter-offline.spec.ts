import { expect, test } from '@playwright/test'
import { tr, trExactly } from '../fixtures/catalog'
import { WERKSTATT } from './account-helpers'
import { cutNetwork, logInAndWaitForWorker, restoreNetwork } from './offline-helpers'

test('a delivery note opened online opens offline; the list and its order open offline; an unseen PDF says it needs a connection', async ({
  page,
  context,
}) => {
  await logInAndWaitForWorker(page)
  await page.goto('/infocenter/deliverynotes')
  await expect(page.getByRole('heading', { level: 1, name: trExactly('de', 'Delivery notes') })).toBeVisible()
  const rows = page.locator('tbody tr')
  await expect(rows.nth(1)).toBeVisible()
  const seen = rows.nth(0)
  const unseen = rows.nth(1)
  const openPdf = new RegExp(`^${tr('de', 'Open PDF')}`)
  const pdfHref = await seen.getByRole('link', { name: openPdf }).getAttribute('href')
  if (!pdfHref) throw new Error('the delivery note has no PDF link')

  // Opened once online: the service worker keeps it.
  const popup = context.waitForEvent('page')
  await seen.getByRole('link', { name: openPdf }).click()
  await (await popup).close()
  await expect.poll(() => page.evaluate((url) => caches.match(url, { ignoreSearch: true }).then(Boolean), pdfHref)).toBe(true)
  // The order of that delivery note, seen once.
  const orderLink = seen.getByRole('link', { name: /^[AB]\d{2}-\d{6}$/ }).first()
  const orderNumber = (await orderLink.textContent()) ?? ''
  await orderLink.click()
  await expect(page.getByRole('heading', { level: 1 })).toContainText(orderNumber)
  await page.goBack()
  await expect(rows.nth(1)).toBeVisible()
  // The query cache is written to IndexedDB shortly after each change.
  await page.waitForTimeout(1500)

  await cutNetwork(context)
  // navigator.onLine may stay true here (as on a yard's Wi-Fi without internet): the page must not rely on it.
  await page.goto('/infocenter/deliverynotes')
  await expect(rows.nth(1)).toBeVisible()
  const offline = await page.evaluate(async (url) => {
    const response = await fetch(url)
    return {
      status: response.status,
      type: response.headers.get('content-type'),
      size: (await response.arrayBuffer()).byteLength,
    }
  }, pdfHref)
  expect(offline.status).toBe(200)
  expect(offline.type).toContain('application/pdf')
  expect(offline.size).toBeGreaterThan(1000)

  // Offline, the kept PDF opens in a new tab; one never opened says why it cannot.
  const offlinePopup = context.waitForEvent('page')
  await seen.getByRole('link', { name: openPdf }).click()
  await (await offlinePopup).close()
  const unseenNumber = (await unseen.locator('td:not(.data-table__select)').first().textContent())?.trim() ?? ''
  await unseen.getByRole('link', { name: openPdf }).click()
  await expect(page.getByRole('alert').filter({ hasText: unseenNumber })).toContainText(
    tr('de', 'Document {number} has not been opened on this device yet; it needs a connection.').replace(
      '{number}',
      unseenNumber,
    ),
  )

  await page.goto(`/infocenter/orderhistory/${orderNumber}`)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(orderNumber)
  await restoreNetwork(context)

  // The kept PDFs are the customer's papers: logging out deletes them from the device.
  await page.getByRole('button', { name: WERKSTATT.name }).click()
  await page.getByRole('button', { name: trExactly('de', 'Log out') }).click()
  await expect.poll(() => page.evaluate((url) => caches.match(url, { ignoreSearch: true }).then(Boolean), pdfHref)).toBe(false)
})

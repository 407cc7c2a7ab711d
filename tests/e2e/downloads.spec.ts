import path from 'node:path'
import { expect, test } from '@playwright/test'
import { tr } from '../fixtures/catalog'
import { blockingAxeFindings } from './axe-helpers'
import { askForAllInvoices, askForPageOfInvoices, expectZipOf, headerPercent, watchProgress } from './downloads-helpers'
import { PHONE, sidewaysOverflow } from './layout-helpers'
import { cutNetwork, logInAndWaitForWorker, restoreNetwork } from './offline-helpers'

/**
 * Issue 10 in the browser: 50 invoices picked in the list become one ZIP that the service worker
 * follows; the header shows its progress, the file is saved, and neither a reload nor a cut network
 * loses it. Real server, real PDFs.
 */
test.describe('multi-document downloads', () => {
  test.setTimeout(120_000)

  test('50 invoices: progress rises in the header, the tooltip shows, the ZIP is saved', async ({ page }, info) => {
    await logInAndWaitForWorker(page)
    await askForPageOfInvoices(page, 'de')
    const saved = page.waitForEvent('download', { timeout: 90_000 })
    const seen = await watchProgress(page, saved)
    const download = await saved
    expect(download.suggestedFilename()).toMatch(/^documents-D1000001-\d{4}-\d{2}-\d{2}\.zip$/)
    await expect(page.getByRole('status').filter({ hasText: tr('de', 'All downloads are complete.') })).toBeVisible()
    // The percent only ever rises, and was seen between the start and the end.
    expect(seen).toEqual([...seen].sort((a, b) => a - b))
    expect(seen.some((percent) => percent > 0 && percent < 100)).toBe(true)
    const file = path.join(info.outputDir, 'invoices.zip')
    await download.saveAs(file)
    await expectZipOf(file, 50)
  })

  test('a reload in the middle keeps following the download', async ({ page }, info) => {
    await logInAndWaitForWorker(page)
    const count = await askForAllInvoices(page, 'en')
    await expect.poll(() => headerPercent(page), { timeout: 30_000 }).toBeGreaterThan(0)
    await page.reload()
    const saved = page.waitForEvent('download', { timeout: 90_000 })
    await expect(page.locator('.downloads-indicator__toggle')).toBeVisible()
    const file = path.join(info.outputDir, 'after-reload.zip')
    await (await saved).saveAs(file)
    await expectZipOf(file, count)
  })

  test('without Background Fetch the page fetches the file itself', async ({ page, context, baseURL }, info) => {
    // Denying the permission is what a browser without Background Fetch amounts to for the worker.
    const cdp = await context.newCDPSession(page)
    const { targetInfo } = await cdp.send('Target.getTargetInfo')
    await cdp.send('Browser.setPermission', {
      permission: { name: 'background-fetch' },
      setting: 'denied',
      origin: String(baseURL),
      browserContextId: targetInfo.browserContextId,
    })
    await logInAndWaitForWorker(page)
    const fromPage = page.waitForRequest(
      (request) => /\/api\/downloads\/[^/]+\/file$/.test(request.url()) && !request.serviceWorker(),
    )
    await askForPageOfInvoices(page, 'de')
    const saved = page.waitForEvent('download', { timeout: 90_000 })
    await fromPage
    const file = path.join(info.outputDir, 'fetched-in-page.zip')
    await (await saved).saveAs(file)
    await expectZipOf(file, 50)
  })

  test('with the network cut in the middle the entry waits, then completes', async ({ page, context }, info) => {
    await logInAndWaitForWorker(page)
    const count = await askForAllInvoices(page, 'en')
    // Cut as soon as the worker follows the job, so the outage falls inside the build, however fast it is.
    await expect(page.locator('.downloads-indicator__toggle')).toBeVisible()
    await cutNetwork(context)
    await page.locator('.downloads-indicator__toggle').click()
    await expect(page.getByText(tr('en', 'Waiting for a connection — it continues by itself.'))).toBeVisible({ timeout: 15_000 })
    // The open panel: no serious or critical axe findings, and on a phone the header does not overflow.
    expect(await blockingAxeFindings(page, '.downloads-indicator', '.selection-bar')).toEqual([])
    await page.setViewportSize(PHONE)
    expect(await sidewaysOverflow(page)).toEqual([])
    const saved = page.waitForEvent('download', { timeout: 90_000 })
    await restoreNetwork(context)
    const file = path.join(info.outputDir, 'after-outage.zip')
    await (await saved).saveAs(file)
    await expectZipOf(file, count)
  })
})

import { expect, test } from '@playwright/test'
import { waitForServiceWorker } from './offline-helpers'

test('after one online visit the home page reloads offline from the service worker', async ({ page, context }) => {
  await page.goto('/')
  await expect(page.getByRole('main').getByRole('link', { name: 'Lkw' })).toBeVisible()
  await waitForServiceWorker(page)

  await context.setOffline(true)
  const response = await page.reload()
  expect(response?.fromServiceWorker()).toBe(true)
  await expect(page.getByRole('main').getByRole('link', { name: 'Lkw' })).toBeVisible()
  await expect(page.getByRole('contentinfo')).toContainText('Achslast Teilehandel GmbH')
  await context.setOffline(false)
})

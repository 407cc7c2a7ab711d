import { expect, test } from '@playwright/test'

test('after one online visit the home page reloads offline from the service worker', async ({ page, context }) => {
  await page.goto('/')
  await expect(page.getByRole('main').getByRole('link', { name: 'Lkw' })).toBeVisible()
  // Wait until the service worker is installed and controls the page.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }))
    }
  })

  await context.setOffline(true)
  const response = await page.reload()
  expect(response?.fromServiceWorker()).toBe(true)
  await expect(page.getByRole('main').getByRole('link', { name: 'Lkw' })).toBeVisible()
  await expect(page.getByRole('contentinfo')).toContainText('Achslast Teilehandel GmbH')
  await context.setOffline(false)
})

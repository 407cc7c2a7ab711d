import { expect, test } from '@playwright/test'
import { tr } from '../fixtures/catalog'

test('/en/ answers 301 to /en', async ({ request }) => {
  const response = await request.get('/en/', { maxRedirects: 0 })
  expect(response.status()).toBe(301)
  expect(response.headers().location).toBe('/en')
})

test('an unknown page answers 404 and shows its path', async ({ page }) => {
  const response = await page.goto('/no/such/page')
  expect(response?.status()).toBe(404)
  await expect(page.getByText('Page Not Found: /no/such/page')).toBeVisible()
  await expect(page).toHaveURL(/\/no\/such\/page$/)
  await expect(page.getByRole('heading', { level: 1, name: tr('de', 'Page not found') })).toBeVisible()

  await page.getByRole('link', { name: tr('de', 'Back to the start page') }).click()
  await expect(page).toHaveURL(/:\d+\/$/)
})

test('a German page with a /de prefix is not a page', async ({ page }) => {
  const response = await page.goto('/de/geoselection')
  expect(response?.status()).toBe(404)
  await expect(page.getByText('Page Not Found: /de/geoselection')).toBeVisible()
})

test('image paths never fall back to the SPA', async ({ request }) => {
  const response = await request.get('/img/does-not-exist.png')
  expect(response.status()).toBe(404)
  expect(response.headers()['content-type']).not.toContain('text/html')
})

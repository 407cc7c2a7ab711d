import { expect, test } from '@playwright/test'
import { tr } from '../fixtures/catalog'
import { samplePart } from '../fixtures/catalog-data'
import { cutNetwork, waitForServiceWorker } from './offline-helpers'

test('a product page and a search seen online open offline, and an offline search finds a seen part', async ({
  page,
  context,
}) => {
  const part = samplePart(11)
  const word = part.nameDe.split(' ')[0] ?? part.nameDe

  await page.goto(`/products/${part.slug}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(part.nameDe)
  await waitForServiceWorker(page)
  await page.goto(`/search/results?term=${encodeURIComponent(word)}`)
  await expect(page.locator('.product-card').first()).toBeVisible()
  // The query cache is written to IndexedDB shortly after each change.
  await page.waitForTimeout(1500)

  await cutNetwork(context)
  await page.goto(`/products/${part.slug}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(part.nameDe)
  await expect(
    page.getByRole('status').filter({
      hasText: tr(
        'de',
        'Offline – you can keep browsing what you have seen. Changes are kept and sent when the connection is back.',
      ),
    }),
  ).toBeVisible()

  await page.goto(`/search/results?term=${encodeURIComponent(word)}`)
  await expect(page.locator('.product-card').first()).toBeVisible()

  const field = page.getByRole('searchbox', { name: tr('de', 'Search parts') })
  await field.fill(part.sku)
  const dropdown = page.getByRole('region', { name: tr('de', 'Matching parts') })
  await expect(
    dropdown.getByText(
      tr('de', 'You are offline. These results come from parts you looked at on this device in the last 14 days.'),
    ),
  ).toBeVisible()
  await expect(dropdown.getByRole('link', { name: new RegExp(part.sku.replace('.', '\\.')) })).toBeVisible()
})

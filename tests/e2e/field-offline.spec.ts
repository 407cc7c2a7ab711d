import { expect, test } from '@playwright/test'
import { comparablePartNumber, partNumberCandidates } from '../../src/shared/contracts/permanent-redirects'
import { samplePart } from '../fixtures/catalog-data'
import { cutNetwork, waitForServiceWorker } from './offline-helpers'

test.describe.configure({ timeout: 90_000 })

/** A seeded part whose number a legacy page name can carry, with such a page name. */
function legacyPart() {
  for (let offset = 0; offset < 50; offset++) {
    const part = samplePart(offset)
    const pageName = (word: string) => `${word}-${part.sku.toLowerCase().replace(/\./g, '-')}`
    if (partNumberCandidates(pageName('teil')).includes(comparablePartNumber(part.sku)))
      return { part, page: (word: string) => `/${pageName(word)}.html` }
  }
  throw new Error('no seeded part fits a legacy page name')
}

test('with the service worker installed, legacy part pages and trailing slashes move like on a first visit, online and offline', async ({
  page,
  context,
}) => {
  const { part, page: legacyPage } = legacyPart()
  await page.goto(`/products/${part.slug}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(part.nameDe)
  await waitForServiceWorker(page)
  // The query cache is written to IndexedDB shortly after each change.
  await page.waitForTimeout(1500)

  await page.goto(legacyPage('bremsteil'))
  await expect(page).toHaveURL(new RegExp(`/products/${part.slug}$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(part.nameDe)
  await page.goto('/en/categories/')
  await expect(page).toHaveURL(/\/en\/categories$/)
  await expect(page.getByRole('heading', { name: 'Page not found' })).toHaveCount(0)

  await cutNetwork(context)
  await page.goto('/vin/')
  await expect(page).toHaveURL(/\/vin$/)
  // Another name for the same part: the browser cannot have kept this redirect from the online visit.
  await page.goto(legacyPage('ersatzteil'))
  await expect(page).toHaveURL(new RegExp(`/products/${part.slug}$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(part.nameDe)
})

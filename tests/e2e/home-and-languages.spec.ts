import { expect, test } from '@playwright/test'
import { tr } from '../fixtures/catalog'
import { chooseLanguage } from './language-helpers'

test('the home page renders in German at /', async ({ page }) => {
  await page.goto('/')
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  await expect(page.getByRole('heading', { level: 2, name: tr('de', 'Product divisions') })).toBeVisible()
  await expect(page.getByRole('main').getByRole('link', { name: 'Lkw' })).toBeVisible()
  await expect(page.getByRole('main').getByRole('link', { name: 'Universalteile' })).toHaveAttribute(
    'href',
    '/search/results?categories=U23',
  )
  // The footer shows the company of the country's sales entity.
  await expect(page.getByRole('contentinfo')).toContainText('Achslast Teilehandel GmbH')
})

test('the home page renders in English at /en', async ({ page }) => {
  await page.goto('/en')
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page.getByRole('heading', { level: 2, name: 'Product divisions' })).toBeVisible()
  await expect(page.getByRole('main').getByRole('link', { name: 'Truck', exact: true })).toBeVisible()
  await expect(page.getByRole('main').getByRole('link', { name: 'Universal parts' })).toHaveAttribute(
    'href',
    '/en/search/results?categories=U23',
  )
})

test('switching the language changes the prefix and the texts', async ({ page }) => {
  await page.goto('/geoselection')
  await chooseLanguage(page, 'de', 'fr')
  await expect(page).toHaveURL(/\/fr\/geoselection$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr')
  await expect(page.getByRole('heading', { level: 1, name: tr('fr', 'Choose your country') })).toBeVisible()
  await expect(page.getByRole('heading', { level: 2, name: 'Europe' })).toBeVisible()

  await chooseLanguage(page, 'fr', 'de')
  await expect(page).toHaveURL(/\/geoselection$/)
  await expect(page).not.toHaveURL(/\/de\//)
  await expect(page.getByRole('heading', { level: 1, name: tr('de', 'Choose your country') })).toBeVisible()
})

test('/geoselection lists countries by continent and remembers the choice', async ({ page }) => {
  await page.goto('/geoselection')
  for (const continent of ['Europe', 'Africa', 'Asia', 'North America', 'South America', 'Oceania']) {
    await expect(page.getByRole('heading', { level: 2, name: tr('de', continent) })).toBeVisible()
  }
  await page.getByRole('button', { name: /Österreich/ }).click()
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('link', { name: /Österreich/ })).toBeVisible()
  await expect(page.getByRole('contentinfo')).toContainText('Achslast Teilehandel Austria GmbH')

  // A chosen country survives a language change.
  await page.goto('/en')
  await expect(page.getByRole('link', { name: /Austria/ })).toBeVisible()
})

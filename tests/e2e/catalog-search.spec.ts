import { expect, test } from '@playwright/test'
import { tr } from '../fixtures/catalog'
import { samplePart, sampleVehicle } from '../fixtures/catalog-data'

test('search as you type shows matching parts after four characters and closes on Escape', async ({ page }) => {
  const part = samplePart()
  await page.goto('/')
  const field = page.getByRole('searchbox', { name: tr('de', 'Search parts') })
  await field.fill(part.sku.slice(0, 3))
  const dropdown = page.getByRole('region', { name: tr('de', 'Matching parts') })
  await expect(dropdown).toBeHidden()

  await field.fill(part.sku)
  await expect(dropdown).toBeVisible()
  await expect(dropdown.getByRole('link', { name: new RegExp(part.sku.replace('.', '\\.')) }).first()).toBeVisible()

  // A row expands to its details.
  await dropdown
    .getByRole('button', { name: tr('de', 'Show details of {0}').replace('{0}', part.sku) })
    .first()
    .click()
  await expect(dropdown.getByText(tr('de', 'Weight')).first()).toBeVisible()

  await field.press('Escape')
  await expect(dropdown).toBeHidden()
})

test('submitting an exact article number opens the product', async ({ page }) => {
  const part = samplePart(3)
  await page.goto('/')
  const field = page.getByRole('searchbox', { name: tr('de', 'Search parts') })
  await field.fill(part.sku)
  await field.press('Enter')
  await expect(page).toHaveURL(new RegExp(`/products/${part.slug.replace('.', '\\.')}$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(part.nameDe)
})

test('submitting words opens the results page, where a product-group filter narrows them', async ({ page }) => {
  const part = samplePart()
  const word = part.nameDe.split(' ')[0] ?? part.nameDe
  await page.goto('/')
  const field = page.getByRole('searchbox', { name: tr('de', 'Search parts') })
  await field.fill(word)
  await field.press('Enter')
  await expect(page).toHaveURL(/\/search\/results\?term=/)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(word)
  const results = page.locator('.product-card')
  await expect(results.first()).toBeVisible()

  const filter = page.getByRole('navigation', { name: tr('de', 'Filter by product group') })
  const option = filter.getByRole('button').nth(1)
  const count = (await option.locator('.facet__count').textContent()) ?? ''
  await option.click()
  await expect(page).toHaveURL(/categories=/)
  await expect(option).toHaveAttribute('aria-pressed', 'true')
  await expect(page.getByRole('status').first()).toContainText(count)
})

test('a VIN finds its vehicle and the parts that fit it', async ({ page }) => {
  const vehicle = sampleVehicle()
  await page.goto('/vin')
  const field = page.getByRole('textbox', { name: tr('de', 'Vehicle identification number (VIN)') })
  await field.fill(`${vehicle.vin}EXTRA`)
  await expect(field).toHaveValue(vehicle.vin)
  await field.press('Enter')
  await expect(page).toHaveURL(new RegExp(`/vin/${vehicle.type}/${vehicle.slug}$`))
  await expect(page.getByRole('heading', { level: 1 })).toContainText(vehicle.model)
  await expect(page.locator('.product-card').first()).toBeVisible()
})

test('an unknown VIN says so and marks the address with vin=notFound; a short one is refused', async ({ page }) => {
  await page.goto('/vin')
  const field = page.getByRole('textbox', { name: tr('de', 'Vehicle identification number (VIN)') })
  await field.fill('WMA06XZZ9NM000000')
  await field.press('Enter')
  await expect(page).toHaveURL(/\/vin\/search\/WMA06XZZ9NM000000\?vin=notFound$/)
  await expect(page.getByRole('alert')).toContainText('WMA06XZZ9NM000000')

  await field.fill('WMA06')
  await field.press('Enter')
  await expect(page.getByRole('alert').filter({ hasText: tr('de', 'header.search.vin.termLengthError') })).toBeVisible()
})

test('a product page shows the part in German and in English', async ({ page }) => {
  const part = samplePart(7)
  await page.goto(`/products/${part.slug}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(part.nameDe)
  await expect(page.getByRole('cell', { name: part.reference, exact: true })).toBeVisible()
  await page.goto(`/en/products/${part.slug}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(part.nameEn)
  await expect(page.getByText(/Art\. no\./)).toBeVisible()
})

test('a product image that fails to load shows the placeholder', async ({ page }) => {
  const part = samplePart(2)
  await page.route('**/images/**', (route) => route.abort())
  await page.goto(`/products/${part.slug}`)
  const image = page.locator('.product__image img')
  await expect(image).toHaveAttribute('src', '/img/placeholder.svg')
  await expect(image).toHaveAttribute('alt', /.+/)
})

test('on a phone the navigation opens in a drawer with back, home and close', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
  const page = await context.newPage()
  await page.goto('/')
  await expect(page.getByRole('navigation', { name: tr('de', 'Main navigation') })).toBeHidden()
  await page.getByRole('button', { name: tr('de', 'Open menu') }).click()
  const drawer = page.getByRole('dialog', { name: tr('de', 'Menu') })
  await expect(drawer).toBeVisible()
  await drawer.getByRole('button', { name: tr('de', 'Product divisions') }).click()
  await expect(drawer.getByRole('link', { name: 'Lkw' })).toBeVisible()
  await drawer.getByRole('button', { name: tr('de', 'Back') }).click()
  await expect(drawer.getByRole('button', { name: tr('de', 'Product divisions') })).toBeVisible()
  await drawer.getByRole('button', { name: tr('de', 'Close menu') }).click()
  await expect(drawer).toBeHidden()

  // A link click navigates and closes the drawer.
  await page.getByRole('button', { name: tr('de', 'Open menu') }).click()
  await drawer.getByRole('button', { name: tr('de', 'Product divisions') }).click()
  await drawer.getByRole('link', { name: 'Lkw' }).click()
  await expect(page).toHaveURL(/\/produktdivisionen\/truck$/)
  await expect(drawer).toBeHidden()
  await context.close()
})

test('divisions live under their translated path in each language', async ({ page }) => {
  await page.goto('/en/product-divisions')
  await expect(page.getByRole('heading', { level: 1, name: 'Product divisions' })).toBeVisible()
  await page.getByRole('main').getByRole('link', { name: 'Truck', exact: true }).click()
  await expect(page).toHaveURL(/\/en\/product-divisions\/truck$/)
  const response = await page.goto('/fr/divisions/truck')
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1, name: 'Poids lourds' })).toBeVisible()
})

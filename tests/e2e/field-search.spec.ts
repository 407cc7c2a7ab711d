import { expect, type Page, test } from '@playwright/test'
import { tr, trExactly } from '../fixtures/catalog'
import { samplePart, sampleVehicle } from '../fixtures/catalog-data'
import { logIn, logInFromLoginPage, prefix, WERKSTATT } from './account-helpers'
import { blockingAxeFindings } from './axe-helpers'
import { cartParts, emptyCart } from './cart-helpers'
import { PHONE, SCREENS } from './layout-helpers'

const vinField = (page: Page, lang: string) =>
  page.getByRole('textbox', { name: tr(lang, 'Vehicle identification number (VIN)') })

test('a VIN with the letter O is pointed at on the form in the user’s language, on /vin and in the address', async ({ page }) => {
  const { vin } = sampleVehicle()
  const typo = `${vin.slice(0, 6)}O${vin.slice(7)}`
  for (const lang of ['de', 'en', 'ru']) {
    await page.goto(`${prefix(lang)}/vin`)
    await vinField(page, lang).fill(typo)
    const message = tr(lang, 'Position {position}: the letter {letter} is not used in VINs — did you mean {digit}?', {
      position: 7,
      letter: 'O',
      digit: '0',
    })
    await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible()
    await vinField(page, lang).press('Enter')
    await expect(page).toHaveURL(new RegExp(`${prefix(lang)}/vin$`))
  }
  // Opened from a link with the typo: the entry page with the field to correct, not the 400 error page.
  const response = await page.goto(`/en/vin/search/${typo}`)
  expect(response?.status()).toBe(200)
  await expect(page.getByRole('heading', { level: 1, name: tr('en', 'Find parts by VIN') })).toBeVisible()
  await expect(vinField(page, 'en')).toHaveValue(typo)
  await expect(page.getByRole('alert').filter({ hasText: 'Position 7' })).toBeVisible()
})

test('a VIN pasted with spaces and dashes keeps all 17 characters and finds the vehicle; a visitor’s search is not remembered', async ({
  page,
}) => {
  const vehicle = sampleVehicle()
  const remembered: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/api/search/addVinSuggestion')) remembered.push(request.url())
  })
  const failures: string[] = []
  page.on('response', (response) => {
    if (response.status() === 401) failures.push(response.url())
  })
  await page.goto('/vin')
  await vinField(page, 'de').fill(`${vehicle.vin.slice(0, 3)} ${vehicle.vin.slice(3, 9)}-${vehicle.vin.slice(9)}`)
  await expect(vinField(page, 'de')).toHaveValue(vehicle.vin)
  await vinField(page, 'de').press('Enter')
  await expect(page).toHaveURL(new RegExp(`/vin/${vehicle.type}/${vehicle.slug}$`))
  await expect(page.locator('.product-card').first()).toBeVisible()
  expect(remembered).toEqual([])
  expect(failures).toEqual([])

  // A customer's VIN searches are remembered.
  await logInFromLoginPage(page, 'de', WERKSTATT)
  await page.goto(`/vin/search/${vehicle.vin}`)
  await expect(page).toHaveURL(new RegExp(`/vin/${vehicle.type}/${vehicle.slug}$`))
  await expect.poll(() => remembered.length).toBe(1)
})

test('adding from the header dropdown keeps it open with focus on the button; Escape folds the row, then closes the dropdown', async ({
  page,
}) => {
  const [part] = cartParts('inStock', 1, 40)
  if (!part) throw new Error('no part in stock')
  await logInFromLoginPage(page, 'de', WERKSTATT)
  await emptyCart(page)

  await page.getByRole('searchbox', { name: tr('de', 'Search parts') }).fill(part.sku)
  const dropdown = page.getByRole('region', { name: tr('de', 'Matching parts') })
  const row = dropdown.locator('.search-row').filter({ hasText: part.sku }).first()
  const toggle = row.getByRole('button', { name: tr('de', 'Show details of {0}', { 0: part.sku }) })
  await toggle.click()
  const add = row.getByRole('button', { name: trExactly('de', 'Add to cart') })
  await add.click()

  // The 2-second check is seen, in the still open dropdown, and the keyboard stays where it was.
  await expect(row.getByRole('button', { name: trExactly('de', 'Added') })).toBeVisible()
  await expect(dropdown).toBeVisible()
  await expect(row.locator('.search-row__buy button')).toBeFocused()
  await expect(page.getByTestId('cart-icon').locator('.cart-icon__count')).toHaveText('1')

  await page.keyboard.press('Escape')
  await expect(row.locator('.search-row__details')).toBeHidden()
  await expect(dropdown).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dropdown).toBeHidden()
})

test('the please-log-in alert never covers the header search, and ends with the login', async ({ page }) => {
  for (const { width, height } of SCREENS) {
    await page.setViewportSize({ width, height })
    await page.goto('/infocenter/quickorder')
    // The first visit gets the server's 302 with the return path, later ones the SPA guard's plain login.
    await expect(page).toHaveURL(/\/login(\?returnTo=[^#]*)?$/)
    const alert = page.getByRole('alert').filter({ hasText: tr('de', 'addresses.pleaseLogin') })
    await expect(alert).toBeVisible()
    const search = page.getByRole('searchbox', { name: tr('de', 'Search parts') })
    const [alertBox, searchBox] = [await alert.boundingBox(), await search.boundingBox()]
    if (!alertBox || !searchBox) throw new Error(`no boxes at ${width} px`)
    const overlaps =
      alertBox.x < searchBox.x + searchBox.width &&
      searchBox.x < alertBox.x + alertBox.width &&
      alertBox.y < searchBox.y + searchBox.height &&
      searchBox.y < alertBox.y + alertBox.height
    expect(overlaps, `alert over the search at ${width} px`).toBe(false)
  }

  await logIn(page, 'de', WERKSTATT)
  await expect(page).toHaveURL(/\/infocenter\/quickorder$/)
  // Gone at once, not after its 8 seconds.
  await expect(page.getByRole('alert').filter({ hasText: tr('de', 'addresses.pleaseLogin') })).toHaveCount(0, {
    timeout: 1500,
  })
})

test('switching the results page to another language keeps what a free-text term found', async ({ page }) => {
  const part = samplePart(5)
  const word = (part.nameDe.split(/[ ,]/)[0] ?? '').toLowerCase()
  await page.goto(`/search/results?term=${encodeURIComponent(word)}`)
  await expect(page.locator('.product-card').first()).toBeVisible()
  for (const lang of ['en', 'ru']) {
    await page.goto(`/${lang}/search/results?term=${encodeURIComponent(word)}`)
    await expect(page.locator('.product-card').first()).toBeVisible()
  }
  await page.goto(`/en/search/results?term=${encodeURIComponent(word)}`)
  await expect(
    page
      .locator('.product-card')
      .filter({ hasText: part.nameEn.split(',')[0] ?? '' })
      .first(),
  ).toBeVisible()
})

test('an unknown division under a translated path answers 404 and names the path as requested', async ({ page }) => {
  for (const path of ['/en/product-divisions/nonsense', '/ru/razdely/nonsense', '/produktdivisionen/nonsense']) {
    const response = await page.goto(path)
    expect(response?.status(), path).toBe(404)
    await expect(page.getByText(`Page Not Found: ${path}`, { exact: true })).toBeVisible()
  }
})

test('the header VIN field points at the letter too, readable and without serious axe findings on a phone', async ({ page }) => {
  const { vin } = sampleVehicle()
  await page.setViewportSize(PHONE)
  await logInFromLoginPage(page, 'ru', WERKSTATT)
  await page.getByRole('radio', { name: tr('ru', 'VIN search') }).check()
  const field = vinField(page, 'ru')
  await field.fill(`${vin.slice(0, 10)}I${vin.slice(11)}`)
  const message = tr('ru', 'Position {position}: the letter {letter} is not used in VINs — did you mean {digit}?', {
    position: 11,
    letter: 'I',
    digit: '1',
  })
  const alert = page.getByRole('banner').getByRole('alert').filter({ hasText: message })
  await expect(alert).toBeVisible()
  await field.press('Enter')
  await expect(page).not.toHaveURL(/\/vin\//)
  // The message wraps within the phone's width (the header's own Russian overflow is the layout item's).
  const box = await alert.boundingBox()
  expect((box?.x ?? 0) + (box?.width ?? 999)).toBeLessThanOrEqual(390)
  expect(await blockingAxeFindings(page, 'header')).toEqual([])
})

import { expect, type Page, test } from '@playwright/test'
import { tr, trExactly } from '../fixtures/catalog'
import { blockingAxeFindings } from './axe-helpers'
import { languageButton } from './language-helpers'

/** Issue 13: the promotions carousel, the language dropdown, flags and the country name before its data. */

const carousel = (page: Page) => page.getByRole('region', { name: tr('de', 'Promotions'), exact: true })
const shownSlides = (page: Page) => carousel(page).locator('[aria-roledescription]:not([hidden])[role="group"]')

async function openHome(page: Page) {
  await page.clock.install()
  await page.goto('/')
  // The promotions load once the browser is idle after the first paint (at the latest after 2 s).
  await page.clock.runFor(2500)
  await expect(shownSlides(page).first()).toBeVisible()
  return (await shownSlides(page).first().getAttribute('aria-label')) ?? ''
}

test('the promotions turn every 3 s and stand still while the pointer is over them or the focus is inside', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  const first = await openHome(page)
  expect(first).toBe(
    tr('de', '{position} of {count}', { position: 1, count: await carousel(page).locator('[role="group"]').count() }),
  )
  await page.clock.runFor(3000)
  await expect(shownSlides(page).first()).not.toHaveAttribute('aria-label', first)
  const second = (await shownSlides(page).first().getAttribute('aria-label')) ?? ''

  await carousel(page).hover()
  await page.clock.runFor(9000)
  await expect(shownSlides(page).first()).toHaveAttribute('aria-label', second)

  await page.mouse.move(0, 0)
  await carousel(page)
    .getByRole('button', { name: trExactly('de', 'Next slide') })
    .focus()
  await page.clock.runFor(9000)
  await expect(shownSlides(page).first()).toHaveAttribute('aria-label', second)

  // By keyboard: the Next button and the arrow keys turn it.
  await page.keyboard.press('Enter')
  await expect(shownSlides(page).first()).not.toHaveAttribute('aria-label', second)
  const third = (await shownSlides(page).first().getAttribute('aria-label')) ?? ''
  await page.keyboard.press('ArrowLeft')
  await expect(shownSlides(page).first()).toHaveAttribute('aria-label', second)
  expect(third).not.toBe(second)

  // The rotation control stops it for good.
  await page.keyboard.press('Tab')
  await page.mouse.move(0, 0)
  await carousel(page)
    .getByRole('button', { name: trExactly('de', 'Stop automatic slide show') })
    .click()
  await page.locator('h1').first().click()
  await page.clock.runFor(9000)
  await expect(shownSlides(page).first()).toHaveAttribute('aria-label', second)
  await expect(carousel(page).getByRole('button', { name: trExactly('de', 'Start automatic slide show') })).toBeVisible()
  expect(await blockingAxeFindings(page, '.promotions')).toEqual([])
})

test('with reduced motion the promotions never turn by themselves', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  const first = await openHome(page)
  await expect(carousel(page).getByRole('button', { name: trExactly('de', 'Stop automatic slide show') })).toHaveCount(0)
  await page.clock.runFor(12_000)
  await expect(shownSlides(page).first()).toHaveAttribute('aria-label', first)
  await carousel(page)
    .getByRole('button', { name: trExactly('de', 'Next slide') })
    .click()
  await expect(shownSlides(page).first()).not.toHaveAttribute('aria-label', first)
})

test('the promotions show fewer parts side by side on a phone and link to the part', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await openHome(page)
  await expect(shownSlides(page)).toHaveCount(1)
  const link = shownSlides(page).first().getByRole('link')
  const href = await link.getAttribute('href')
  expect(href).toMatch(/^\/products\//)
})

test('the language dropdown filters as you type and shows each language with its country', async ({ page }) => {
  await page.goto('/geoselection')
  await languageButton(page, 'de').click()
  const list = page.getByRole('list', { name: trExactly('de', 'Languages') })
  await expect(list.getByRole('button')).toHaveCount(8)
  await expect(list.getByRole('button', { name: /Deutsch/ })).toContainText('Deutschland')
  await page.getByLabel(trExactly('de', 'Filter languages')).fill('russ')
  await expect(list.getByRole('button')).toHaveCount(1)
  await expect(list.getByRole('button')).toContainText('Русский')
  await page.getByLabel(trExactly('de', 'Filter languages')).fill('xyz')
  await expect(page.getByRole('status').filter({ hasText: tr('de', 'No language matches.') })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(list).toBeHidden()
  await expect(languageButton(page, 'de')).toBeFocused()
  await languageButton(page, 'de').click()
  await page.getByLabel(trExactly('de', 'Filter languages')).fill('ital')
  await list.getByRole('button', { name: /Italiano/ }).click()
  await expect(page).toHaveURL(/\/it\/geoselection$/)
})

test('flags are real 30×23 images, and the country is named before its data has loaded', async ({ page }) => {
  await page.route('**/api/country?*', (route) => route.abort())
  await page.goto('/geoselection')
  const header = page.locator('header')
  await expect(
    header.getByRole('link', {
      name: new RegExp(tr('de', 'Country: {name}. Change country', { name: 'Deutschland' }).replace(/[.()]/g, '\\$&')),
    }),
  ).toBeVisible()
  const flag = page.locator('main img.country-flag[data-country="DE"]')
  await expect(flag).toHaveAttribute('src', '/flags/de.svg')
  await flag.scrollIntoViewIfNeeded()
  await expect.poll(() => flag.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
  const box = await flag.boundingBox()
  expect([Math.round(box?.width ?? 0), Math.round(box?.height ?? 0)]).toEqual([30, 23])
})

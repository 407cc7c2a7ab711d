import { expect, test } from '@playwright/test'
import { tr } from '../fixtures/catalog'
import { logIn, WERKSTATT } from './account-helpers'
import { blockingAxeFindings } from './axe-helpers'

test('login, reset and information-centre pages (menu open, alert shown) have no serious or critical axe findings', async ({
  page,
}) => {
  await page.goto('/infocenter')
  await expect(page.getByRole('alert').first()).toBeVisible()
  expect(await blockingAxeFindings(page)).toEqual([])

  await page.goto('/password-reset')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(await blockingAxeFindings(page)).toEqual([])

  await page.goto('/login')
  await logIn(page, 'de', WERKSTATT)
  await page.getByRole('button', { name: WERKSTATT.name }).click()
  await page.getByRole('link', { name: tr('de', 'Information centre') }).click()
  await page.getByRole('button', { name: WERKSTATT.name }).click()
  await expect(page.getByRole('switch')).toBeVisible()
  expect(await blockingAxeFindings(page)).toEqual([])
})

test('on a phone the header shows the account menu, logout and globe icons with names', async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 800 }, hasTouch: true, isMobile: true })
  const page = await context.newPage()
  await page.goto('/login')
  await logIn(page, 'de', WERKSTATT)
  const header = page.getByRole('banner')
  await header.getByRole('button', { name: WERKSTATT.name }).click()
  await expect(header.getByRole('link', { name: tr('de', 'Information centre') })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(header.getByRole('link', { name: tr('de', 'Country and language') })).toBeVisible()
  await header.getByRole('button', { name: tr('de', 'Log out') }).click()
  await expect(header.getByRole('link', { name: tr('de', 'Log in') })).toBeVisible()
  await context.close()
})

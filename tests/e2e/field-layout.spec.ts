import { expect, type Page, test } from '@playwright/test'
import { trExactly } from '../fixtures/catalog'
import { logIn, prefix, WERKSTATT } from './account-helpers'
import { blockingAxeFindings } from './axe-helpers'
import { chooseLanguage, languageButton } from './language-helpers'
import { LANDSCAPE_TABLET, PHONE, PORTRAIT_TABLET } from './layout-helpers'

async function logInAt(page: Page, lang: string) {
  await page.goto(`${prefix(lang)}/login`)
  await logIn(page, lang, WERKSTATT)
  await expect(page.getByRole('button', { name: WERKSTATT.name })).toBeVisible()
}

for (const [label, viewport] of [
  ['a portrait tablet', PORTRAIT_TABLET],
  ['a phone', PHONE],
] as const) {
  for (const lang of ['de', 'ru']) {
    test(`${lang}: on ${label} the drawer reaches every function of the desktop header`, async ({ page }) => {
      await page.setViewportSize(viewport)
      await logInAt(page, lang)

      // The header keeps the account menu (as an icon) with quick order in it.
      await page.getByRole('banner').getByRole('button', { name: WERKSTATT.name }).click()
      await expect(page.getByRole('link', { name: trExactly(lang, 'Quick order') })).toBeVisible()
      await page.keyboard.press('Escape')

      const openDrawer = async () => {
        await page.getByRole('button', { name: trExactly(lang, 'Open menu') }).click()
        return page.getByRole('dialog', { name: trExactly(lang, 'Menu') })
      }
      let drawer = await openDrawer()
      for (const name of ['Quick order', 'Saved carts', 'Information centre']) {
        await expect(drawer.getByRole('link', { name: trExactly(lang, name) })).toBeVisible()
      }
      await expect(drawer.getByRole('button', { name: trExactly(lang, 'Log out') })).toBeVisible()
      await expect(languageButton(drawer, lang)).toBeVisible()
      await expect(drawer.locator('a[href$="/geoselection"]')).toBeVisible()

      const prices = drawer.getByRole('switch', { name: trExactly(lang, 'Show prices') })
      await expect(prices).toHaveAttribute('aria-checked', 'true')
      await prices.click()
      await expect(prices).toHaveAttribute('aria-checked', 'false')
      await prices.click()
      await expect(prices).toHaveAttribute('aria-checked', 'true')

      await drawer.getByRole('link', { name: trExactly(lang, 'Saved carts') }).click()
      await expect(page).toHaveURL(new RegExp(`${prefix(lang)}/infocenter/mycarts$`))
      await expect(drawer).toBeHidden()

      drawer = await openDrawer()
      await drawer.getByRole('link', { name: trExactly(lang, 'Quick order') }).click()
      await expect(page).toHaveURL(new RegExp(`${prefix(lang)}/infocenter/quickorder$`))

      drawer = await openDrawer()
      const other = lang === 'de' ? 'en' : 'de'
      await chooseLanguage(drawer, lang, other)
      await expect(page).toHaveURL(new RegExp(`:\\d+${prefix(other)}/infocenter/quickorder$`))
    })
  }
}

for (const lang of ['de', 'en', 'ru']) {
  test(`${lang}: logged in on a landscape tablet the page content starts in the upper third`, async ({ page }) => {
    await page.setViewportSize(LANDSCAPE_TABLET)
    await logInAt(page, lang)
    for (const path of ['', '/search/results?term=filter', '/infocenter']) {
      await page.goto(`${prefix(lang)}${path}`)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      const top = await page.locator('main').evaluate((main) => main.getBoundingClientRect().top)
      expect(top, path).toBeLessThan(LANDSCAPE_TABLET.height / 3)
      // The catalogue navigation is still one tap away.
      await expect(page.getByRole('button', { name: trExactly(lang, 'Open menu') })).toBeVisible()
    }
  })
}

test('the open drawer, the account menu on a phone and the category tree have no serious or critical axe findings', async ({
  page,
}) => {
  await page.setViewportSize(PHONE)
  await logInAt(page, 'ru')
  await page.getByRole('banner').getByRole('button', { name: WERKSTATT.name }).click()
  expect(await blockingAxeFindings(page)).toEqual([])
  await page.keyboard.press('Escape')
  await page.getByRole('button', { name: trExactly('ru', 'Open menu') }).click()
  await expect(page.getByRole('dialog')).toBeVisible()
  expect(await blockingAxeFindings(page)).toEqual([])
  await page.keyboard.press('Escape')
  await page.goto('/ru/categories')
  await expect(page.getByRole('button', { name: trExactly('ru', 'Collapse all') })).toBeVisible()
  expect(await blockingAxeFindings(page)).toEqual([])
})

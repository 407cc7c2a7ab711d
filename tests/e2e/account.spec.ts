import { expect, test } from '@playwright/test'
import { tr } from '../fixtures/catalog'
import { EINKAUF, logIn, prefix, WERKSTATT } from './account-helpers'

for (const lang of ['de', 'en']) {
  test.describe(`accounts (${lang})`, () => {
    test('log in from the header, come back to the page, and log out', async ({ page }) => {
      await page.goto(`${prefix(lang)}/geoselection`)
      await page.getByRole('link', { name: tr(lang, 'Log in') }).click()
      await expect(page).toHaveURL(new RegExp(`${prefix(lang)}/login$`))
      await logIn(page, lang, WERKSTATT)

      // Back on the page the user came from, with the account menu instead of the login button.
      await expect(page).toHaveURL(new RegExp(`${prefix(lang)}/geoselection$`))
      const account = page.getByRole('button', { name: WERKSTATT.name })
      await expect(account).toBeVisible()
      await expect(page.getByRole('link', { name: tr(lang, 'Log in') })).toHaveCount(0)
      await expect(page.getByRole('link', { name: tr(lang, 'Quick order') })).toBeVisible()
      // The session token stays in the HttpOnly cookie: nothing a script can read holds it.
      const stored = await page.evaluate(() => JSON.stringify(localStorage) + document.cookie)
      expect(stored).not.toMatch(/eyJ[\w-]+\.[\w-]+\./)
      const cookie = (await page.context().cookies()).find((c) => c.name === 'session')
      expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Strict' })

      await account.click()
      await page.getByRole('button', { name: tr(lang, 'Log out') }).click()
      await expect(page).toHaveURL(new RegExp(`:\\d+${prefix(lang)}/?$`))
      await expect(page.getByRole('link', { name: tr(lang, 'Log in') })).toBeVisible()
      expect((await page.context().cookies()).find((c) => c.name === 'session')).toBeUndefined()
    })

    test('the price switch shows and hides prices, and is absent without the price feature', async ({ page }) => {
      await page.goto(`${prefix(lang)}/login`)
      await logIn(page, lang, WERKSTATT)
      await page.getByRole('button', { name: WERKSTATT.name }).click()
      const toggle = page.getByRole('switch', { name: tr(lang, 'Show prices') })
      await expect(toggle).toHaveAttribute('aria-checked', 'true')
      await toggle.click()
      await expect(toggle).toHaveAttribute('aria-checked', 'false')

      // The choice is kept, and the information centre says so.
      await page.getByRole('link', { name: tr(lang, 'Information centre') }).click()
      await expect(page).toHaveURL(new RegExp(`${prefix(lang)}/infocenter$`))
      await expect(page.getByText(tr(lang, 'Hidden by you'))).toBeVisible()
      await page.reload()
      await page.getByRole('button', { name: WERKSTATT.name }).click()
      await expect(page.getByRole('switch', { name: tr(lang, 'Show prices') })).toHaveAttribute('aria-checked', 'false')
      await page.getByRole('switch', { name: tr(lang, 'Show prices') }).click()
      await expect(page.getByText(tr(lang, 'Shown'), { exact: true })).toBeVisible()

      await page.getByRole('button', { name: tr(lang, 'Log out') }).click()
      await page.goto(`${prefix(lang)}/login`)
      await logIn(page, lang, EINKAUF)
      await page.getByRole('button', { name: EINKAUF.name }).click()
      await expect(page.getByRole('link', { name: tr(lang, 'Information centre') })).toBeVisible()
      await expect(page.getByRole('switch')).toHaveCount(0)
    })

    test('the information centre needs a login: alert, login, then back to it', async ({ page }) => {
      await page.goto(`${prefix(lang)}/infocenter`)
      // A first visit gets the server's 302 with the return path; the SPA's guard (service worker) the plain login.
      await expect(page).toHaveURL(new RegExp(`${prefix(lang)}/login(\\?returnTo=[^#]*)?$`))
      await expect(page.getByRole('alert').filter({ hasText: tr(lang, 'addresses.pleaseLogin') })).toBeVisible()

      await logIn(page, lang, WERKSTATT)
      await expect(page).toHaveURL(new RegExp(`${prefix(lang)}/infocenter$`))
      await expect(page.getByRole('heading', { level: 1, name: tr(lang, 'Information centre') })).toBeVisible()
      await expect(page.getByText('D1000001', { exact: true })).toBeVisible()
    })

    test('a session ended on the server sends the user to the login (logout=true)', async ({ page, baseURL, playwright }) => {
      await page.goto(`${prefix(lang)}/login`)
      await logIn(page, lang, WERKSTATT)
      const account = page.getByRole('button', { name: WERKSTATT.name })
      await expect(account).toBeVisible()
      // Let the features refresh of the post-login navigation finish first: a 401 on it would start the
      // forced logout before the navigation below, which would then overtake it.
      await page.waitForLoadState('networkidle')

      // The server ends this session (say, revoked by support) while the browser still holds its cookie:
      // an API client revokes the same token with a Bearer header, from its own cookie jar.
      const token = (await page.context().cookies()).find((cookie) => /session$/.test(cookie.name))?.value
      expect(token).toBeTruthy()
      const api = await playwright.request.newContext({ baseURL })
      const revoked = await api.post('/api/logout', { headers: { authorization: `Bearer ${token}` } })
      expect(revoked.status()).toBe(204)
      await api.dispose()

      // The next request this page makes gets 401 and ends the session here too: a navigation refreshes
      // the features (→ /login?logout=true); a cart call may answer first (→ the userWasLoggedOut warning).
      await page.goto(`${prefix(lang)}/geoselection`)
      await expect(page.getByRole('link', { name: tr(lang, 'Log in') })).toBeVisible()
      await expect(page.getByRole('button', { name: WERKSTATT.name })).toHaveCount(0)
      const loginWithLogout = new RegExp(`${prefix(lang)}/login\\?logout=true$`)
      const warning = page.getByRole('alert').filter({ hasText: tr(lang, 'userWasLoggedOut') })
      await expect
        .poll(async () => loginWithLogout.test(page.url()) || (await warning.count()) > 0, {
          message: 'forced logout',
          timeout: 15_000,
        })
        .toBe(true)
      // A shared tablet keeps no dead session cookie either: the logout call clears it.
      await expect.poll(async () => (await page.context().cookies()).some((cookie) => /session$/.test(cookie.name))).toBe(false)
    })
  })
}

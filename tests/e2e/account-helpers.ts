import { expect, type Page } from '@playwright/test'
import { tr } from '../fixtures/catalog'

export const WERKSTATT = { email: 'werkstatt@example.com', password: 'Werkstatt-2026', name: 'Jana Brenner' }
export const EINKAUF = { email: 'einkauf@example.com', password: 'Einkauf-2026', name: 'Lukas Gruber' }
/** A French customer (VAT 20 %) that only checkout-clarity orders for, so other specs' orders change no default there. */
export const FLOTTE = { email: 'flotte@example.com', password: 'Flotte-2026', name: 'Camille Roux' }

/** The demo admin, who opens the admin area. */
export const ADMIN = { email: 'admin@example.com', password: 'Admin-2026' }

export const prefix = (lang: string) => (lang === 'de' ? '' : `/${lang}`)

export async function logIn(page: Page, lang: string, user: { email: string; password: string }) {
  await page.getByLabel(tr(lang, 'Email address')).fill(user.email)
  await page.getByLabel(tr(lang, 'Password')).fill(user.password)
  await page.locator('form.account-form').getByRole('button').click()
}

/** Opens the login page, logs in and waits until the app has sent the user on (the account button is not on every screen size). */
export async function logInFromLoginPage(page: Page, lang: string, user: { email: string; password: string }) {
  await page.goto(`${prefix(lang)}/login`)
  await logIn(page, lang, user)
  await expect(page).not.toHaveURL(/\/login/)
}

import type { Page } from '@playwright/test'
import { tr } from '../fixtures/catalog'

export const WERKSTATT = { email: 'werkstatt@example.com', password: 'Werkstatt-2026', name: 'Jana Brenner' }
export const EINKAUF = { email: 'einkauf@example.com', password: 'Einkauf-2026', name: 'Lukas Gruber' }

export const prefix = (lang: string) => (lang === 'de' ? '' : `/${lang}`)

export async function logIn(page: Page, lang: string, user: { email: string; password: string }) {
  await page.getByLabel(tr(lang, 'Email address')).fill(user.email)
  await page.getByLabel(tr(lang, 'Password')).fill(user.password)
  await page.locator('form.account-form').getByRole('button').click()
}

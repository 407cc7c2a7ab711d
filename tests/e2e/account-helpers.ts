import fs from 'node:fs'
import path from 'node:path'
import { generateMessageId } from '@lingui/message-utils/generateMessageId'
import type { Page } from '@playwright/test'

const catalogs = new Map<string, Map<string, string>>()

function catalog(lang: string) {
  let entries = catalogs.get(lang)
  if (!entries) {
    entries = new Map()
    const text = fs.readFileSync(path.join('locales', lang, 'messages.po'), 'utf8')
    for (const match of text.matchAll(/^msgid "(.*)"\nmsgstr "(.*)"$/gm)) {
      entries.set(JSON.parse(`"${match[1]}"`), JSON.parse(`"${match[2]}"`))
    }
    catalogs.set(lang, entries)
  }
  return entries
}

/**
 * The text the built page shows for a message: its translation once the catalogs have it; until
 * then the production build shows the message id (explicit, or generated from the English source).
 */
export function shown(lang: string, english: string, explicitId?: string): string {
  const translated = catalog(lang).get(explicitId ?? english)
  if (translated) return translated
  const id = explicitId ?? generateMessageId(english)
  const byId = catalog(lang).get(id)
  return byId || id
}

export const WERKSTATT = { email: 'werkstatt@example.com', password: 'Werkstatt-2026', name: 'Jana Brenner' }
export const EINKAUF = { email: 'einkauf@example.com', password: 'Einkauf-2026', name: 'Lukas Gruber' }

export const prefix = (lang: string) => (lang === 'de' ? '' : `/${lang}`)

export async function logIn(page: Page, lang: string, user: { email: string; password: string }) {
  await page.getByLabel(shown(lang, 'Email address')).fill(user.email)
  await page.getByLabel(shown(lang, 'Password')).fill(user.password)
  await page.locator('form.account-form').getByRole('button').click()
}

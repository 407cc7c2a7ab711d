import type { Locator, Page } from '@playwright/test'
import type { Language } from '../../src/shared/contracts/languages'
import { AUTONYM } from '../../src/shared/contracts/languages'
import { trExactly } from '../fixtures/catalog'

/** The language dropdown's button on a page in `pageLang` (its name says the current language). */
export function languageButton(scope: Page | Locator, pageLang: string): Locator {
  const name = trExactly(pageLang, 'Language: {current}. Change language').source.replace(
    '\\{current\\}',
    AUTONYM[pageLang as Language],
  )
  return scope.getByRole('button', { name: new RegExp(name) })
}

/** Opens the language dropdown and picks a language by its own name, as a person does. */
export async function chooseLanguage(scope: Page | Locator, pageLang: string, next: string) {
  await languageButton(scope, pageLang).click()
  await scope
    .getByRole('list', { name: trExactly(pageLang, 'Languages') })
    .getByRole('button', { name: AUTONYM[next as Language] })
    .click()
}

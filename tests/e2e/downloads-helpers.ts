import fs from 'node:fs'
import { expect, type Page } from '@playwright/test'
import yauzl from 'yauzl'
import { tr } from '../fixtures/catalog'
import { prefix } from './account-helpers'

/** The names of the files inside a ZIP on disk. */
export function zipEntries(file: string): Promise<string[]> {
  return new Promise((resolve, reject) => {
    yauzl.open(file, { lazyEntries: true }, (error, zip) => {
      if (error) return reject(error)
      const names: string[] = []
      zip.on('entry', (entry: yauzl.Entry) => {
        names.push(entry.fileName)
        zip.readEntry()
      })
      zip.on('end', () => resolve(names))
      zip.on('error', reject)
      zip.readEntry()
    })
  })
}

/** The selection bar's last button asks for the ZIP ("Download 50 documents" in the page's language). */
async function askForZipOf(page: Page, count: number) {
  const ask = page.locator('.selection-bar button').last()
  await expect(ask).toContainText(String(count))
  await ask.click()
}

/** Picks every invoice of the (50-row) page and asks for one ZIP of them. */
export async function askForPageOfInvoices(page: Page, lang: string) {
  await page.goto(`${prefix(lang)}/infocenter/salesinvoice?pageSize=50`)
  await page.getByRole('checkbox', { name: tr(lang, 'Select all documents on this page') }).check()
  await askForZipOf(page, 50)
}

/**
 * Picks every invoice matching the list (about 250 in the demo history: long enough to act in the
 * middle of the build) and asks for one ZIP; returns how many were picked.
 */
export async function askForAllInvoices(page: Page, lang: string): Promise<number> {
  await page.goto(`${prefix(lang)}/infocenter/salesinvoice`)
  const total = (await (await page.request.get('/api/documents?type=invoice&pageSize=1')).json()).pagination.total as number
  await page.locator('.selection-bar button').first().click()
  await askForZipOf(page, total)
  return total
}

/** The header's overall percent while a download is listed. */
export async function headerPercent(page: Page): Promise<number | null> {
  const toggle = page.locator('.downloads-indicator__percent')
  if ((await toggle.count()) === 0) return null
  const text = await toggle
    .first()
    .textContent({ timeout: 500 })
    .catch(() => null)
  return text ? Number.parseInt(text, 10) : null
}

/** Samples the header's percent until the file is saved; returns what it saw. */
export async function watchProgress(page: Page, until: Promise<unknown>): Promise<number[]> {
  const seen: number[] = []
  let done = false
  void until.finally(() => {
    done = true
  })
  while (!done) {
    const percent = await headerPercent(page)
    if (percent !== null && seen.at(-1) !== percent) seen.push(percent)
    await page.waitForTimeout(100)
  }
  return seen
}

export function expectZipOf(file: string, count: number) {
  expect(fs.statSync(file).size).toBeGreaterThan(1000)
  return zipEntries(file).then((names) => {
    expect(names.filter((name) => name.endsWith('.pdf'))).toHaveLength(count)
    expect(names).toContain('index.csv')
  })
}

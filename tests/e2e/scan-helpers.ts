import { expect, type Page } from '@playwright/test'
import { tr } from '../fixtures/catalog'
import { seededShopRows } from '../fixtures/catalog-data'
import type { Shot } from './fake-camera'

/**
 * The scan buttons' accessible names (English message ids, as the features give them to ScanButton's
 * `label`) and the scanner's own texts: the one place the specs and the bench depend on them.
 */
export const SCAN_LABELS = {
  headerSearch: 'Scan a part label',
  vin: 'Scan a VIN',
  quickOrder: 'Scan parts into the quick order',
  close: 'Close scanner',
} as const

export const scanButton = (page: Page, label: keyof typeof SCAN_LABELS, lang = 'de') =>
  page.getByRole('button', { name: tr(lang, SCAN_LABELS[label]), exact: true })

export const scanner = (page: Page) => page.getByTestId('scanner')

/** The scanner's own close button (German, the specs' and the bench's language). */
export const closeScanner = (page: Page) =>
  scanner(page)
    .getByRole('button', { name: tr('de', SCAN_LABELS.close) })
    .click()

/** What the scanner says when the camera is blocked or missing (with the way to allow it). */
export const cameraMessage = (page: Page) => scanner(page).getByRole('alert')

/** The scanner's announced result. */
export const scanStatus = (page: Page) => scanner(page).getByRole('status')

export type GtinPart = { vendorId: string; sku: string; slug: string; gtin: string }

/** Demo parts with a GTIN (the catalogue gives most parts one), in stock, whose number is no one's OE number. */
export function gtinParts(count: number, offset = 0, dataDir?: string): GtinPart[] {
  return seededShopRows(
    `select vendor_id as vendorId, sku, slug, gtin from parts p
     where gtin is not null and stock_total >= 20
       and not exists (select 1 from part_xrefs x where x.reference_norm = p.sku_norm)
     order by id limit ? offset ?`,
    [count, offset],
    dataDir,
  )
}

/**
 * A film for continuous mode: each part's EAN-13 after a white gap (the scanner sees the label go
 * away before the next), then white long enough to close the scanner before the film loops.
 */
export function partsFilm(parts: Array<{ gtin: string }>, { gap = 20, shown = 40, tail = 90 } = {}): Shot[] {
  return [
    ...parts.flatMap((part) => [
      { barcode: null, frames: gap },
      { barcode: { bcid: 'ean13', text: part.gtin } as const, frames: shown },
    ]),
    { barcode: null, frames: tail },
  ]
}

/** Records every text the scanner announces, in order, from now on (a text said again after another or after silence counts again). */
export async function recordAnnouncements(page: Page) {
  await expect(scanStatus(page)).toBeAttached()
  await page.evaluate(() => {
    const w = window as unknown as { announced: string[] }
    w.announced = []
    const root = document.querySelector('[data-testid="scanner"]') as HTMLElement
    // The whole view is watched: React may put a new status element in place of the old one.
    let said = ''
    new MutationObserver(() => {
      const text = root.querySelector('[role="status"]')?.textContent?.trim() ?? ''
      if (text && text !== said) w.announced.push(text)
      said = text
    }).observe(root, { childList: true, characterData: true, subtree: true })
  })
  return () => page.evaluate(() => (window as unknown as { announced: string[] }).announced)
}

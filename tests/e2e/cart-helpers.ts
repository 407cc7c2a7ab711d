import { randomUUID } from 'node:crypto'
import path from 'node:path'
import type { Page } from '@playwright/test'
import Database from 'better-sqlite3'

export type CartPart = { vendorId: string; sku: string; slug: string; stock: number }

/** Parts of the e2e catalogue (read-only), chosen by stock so the checkout can test the backorder split. */
export function cartParts(where: 'inStock' | 'outOfStock', count: number, offset = 0): CartPart[] {
  const db = new Database(path.join(process.env.E2E_DATA_DIR ?? '.tmp/e2e-data', 'shop.sqlite'), {
    readonly: true,
    fileMustExist: true,
  })
  try {
    const condition = where === 'inStock' ? 'stock_total >= 20' : 'stock_total = 0'
    // One part per sku_norm the quick order can resolve on its own: skip skus that are also someone's OE number.
    return db
      .prepare(
        `select vendor_id as vendorId, sku, slug, stock_total as stock from parts p
         where ${condition} and not exists (select 1 from part_xrefs x where x.reference_norm = p.sku_norm)
         order by id limit ? offset ?`,
      )
      .all(count, offset) as CartPart[]
  } finally {
    db.close()
  }
}

/** Empties the logged-in user's cart through the API (the page's cookie, same origin, its own keys). */
export async function emptyCart(page: Page) {
  const origin = new URL(page.url()).origin
  const headers = { origin, 'sec-fetch-site': 'same-origin' }
  const quote = await (
    await page.request.post('/api/checkout/cart/getQuote', { data: { languageID: 'de', countryID: 'DE' }, headers })
  ).json()
  const ids = (quote.items as Array<{ item_id: number }>).map((item) => item.item_id)
  if (ids.length === 0) return
  await page.request.post('/api/checkout/cart/delete', {
    data: { item_ids: ids, languageID: 'de', countryID: 'DE' },
    headers: { ...headers, 'idempotency-key': randomUUID() },
  })
}

import { randomUUID } from 'node:crypto'
import { expect, type Page } from '@playwright/test'
import { seededShopRows } from '../fixtures/catalog-data'

export type CartPart = { vendorId: string; sku: string; slug: string; stock: number }

/** A part as the cart API names it: vendor and article number. */
export const lineSku = (part: { vendorId: string; sku: string }) => `${part.vendorId}-${part.sku}`

/** Parts of the e2e catalogue (read-only), chosen by stock so the checkout can test the backorder split. */
export function cartParts(where: 'inStock' | 'outOfStock', count: number, offset = 0): CartPart[] {
  const condition = where === 'inStock' ? 'stock_total >= 20' : 'stock_total = 0'
  // One part per sku_norm the quick order can resolve on its own: skip skus that are also someone's OE number.
  return seededShopRows<CartPart>(
    `select vendor_id as vendorId, sku, slug, stock_total as stock from parts p
     where ${condition} and not exists (select 1 from part_xrefs x where x.reference_norm = p.sku_norm)
     order by id limit ? offset ?`,
    [count, offset],
  )
}

/** Exchange units of the e2e catalogue (a deposit, in stock), for the deposit and returns walk. */
export function exchangeUnits(count: number, offset = 0): Array<CartPart & { depositCents: number }> {
  return seededShopRows(
    `select vendor_id as vendorId, sku, slug, stock_total as stock, deposit_cents as depositCents from parts p
     where deposit_cents > 0 and stock_total >= 5 and not exists (select 1 from part_xrefs x where x.reference_norm = p.sku_norm)
     order by id limit ? offset ?`,
    [count, offset],
  )
}

// The cart API calls below go out with the page's session cookie, from its origin, as the SPA sends them.
const sameOrigin = (page: Page) => ({ origin: new URL(page.url()).origin, 'sec-fetch-site': 'same-origin' })

/** Adds lines to the logged-in user's cart through the API, with a key of their own; the shop must accept them. */
export async function fillCart(page: Page, items: Array<{ sku: string; qty: number }>) {
  const response = await page.request.post('/api/checkout/cart/add', {
    data: { items },
    headers: { ...sameOrigin(page), 'idempotency-key': randomUUID() },
  })
  expect(response.status()).toBe(200)
}

/** The logged-in user's cart as the API quotes it (German, Germany). */
export async function cartQuote(page: Page) {
  const response = await page.request.post('/api/checkout/cart/getQuote', {
    data: { languageID: 'de', countryID: 'DE' },
    headers: sameOrigin(page),
  })
  return response.json()
}

/** Deletes cart lines by item id through the API, with a key of its own; the caller judges the answer. */
export function removeCartLines(page: Page, ids: number[]) {
  return page.request.post('/api/checkout/cart/delete', {
    data: { item_ids: ids, languageID: 'de', countryID: 'DE' },
    headers: { ...sameOrigin(page), 'idempotency-key': randomUUID() },
  })
}

/** Empties the logged-in user's cart through the API. */
export async function emptyCart(page: Page) {
  const quote = await cartQuote(page)
  const ids = (quote.items as Array<{ item_id: number }>).map((item) => item.item_id)
  if (ids.length === 0) return
  await removeCartLines(page, ids)
}

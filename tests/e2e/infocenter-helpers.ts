import path from 'node:path'
import { expect, type Page } from '@playwright/test'
import Database from 'better-sqlite3'
import type { DocumentDetail, DocumentsPage, OrderDetail } from '../../src/shared/contracts/documents'
import { fillCart, lineSku } from './cart-helpers'

/** A GET of the API with the page's session cookie, as the SPA makes it. */
export async function apiGet<T>(page: Page, url: string): Promise<T> {
  const response = await page.request.get(url)
  expect(response.status(), url).toBe(200)
  return (await response.json()) as T
}

/** A part into the cart through the API (same origin, its own key), to set the scene for a reorder. */
export function addToCart(page: Page, part: { vendorId: string; sku: string }) {
  return fillCart(page, [{ sku: lineSku(part), qty: 1 }])
}

/**
 * An invoice whose first order has at least two different parts, with one article number on it:
 * the reorder then has a line to add and one already in the cart.
 */
export async function invoiceWithOrderOfTwoParts(page: Page) {
  const invoices = await apiGet<DocumentsPage>(page, '/api/documents?type=invoice&pageSize=25')
  for (const invoice of invoices.items) {
    const detail = await apiGet<DocumentDetail>(page, `/api/documents/${invoice.documentId}`)
    const orderNumber = detail.orderNumbers[0]
    if (!orderNumber) continue
    const order = await apiGet<OrderDetail>(page, `/api/orders/${orderNumber}`)
    const parts = new Set(order.lines.filter((line) => line.slug).map((line) => `${line.vendorId}-${line.sku}`))
    const line = detail.lines.find((candidate) => candidate.orderNumber === orderNumber)
    if (parts.size >= 2 && line) return { invoice, detail, order, articleNumber: line.sku }
  }
  throw new Error('no invoice of the demo history has an order with two parts')
}

/** Sets a demo customer's feature in the test database: the server reads features per request and at login. */
export function setCustomerFeature(customerId: string, feature: 'invoice' | 'shipment' | 'order', on: boolean) {
  const db = new Database(path.join(process.env.E2E_DATA_DIR ?? '.tmp/e2e-data', 'shop.sqlite'), { fileMustExist: true })
  try {
    db.pragma('busy_timeout = 5000')
    db.prepare(`update customers set feature_${feature} = ? where customer_id = ?`).run(on ? 1 : 0, customerId)
  } finally {
    db.close()
  }
}

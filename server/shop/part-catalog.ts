import type { Language } from '../../src/shared/contracts/languages'
import type { PartRef } from './part-number'

/** A part as the cart and the order see it: identity, localized name, customer price and stock. */
export type PricedPart = {
  vendorId: string
  sku: string
  name: string
  slug: string
  /** Net unit price in `currency` for the customer's price group. Orders always carry it; the quote shows it only with showPrice. */
  unitPrice: number
  currency: string
  /** Core deposit per unit in `currency` (depositOf: converted, never discounted); 0 for a part that is no exchange unit. */
  deposit: number
  /** Units in stock over all warehouses. */
  stock: number
}

/** Whose prices: the customer (net prices), the price group (scales, discount) and the currency. */
export type PriceContext = { lang: Language; customerId: string; priceGroup: string; currency: string }

/** A part asked for, with the quantity its unit price is for (scale prices); 1 when absent. */
export type PricedRef = PartRef & { qty?: number }

/**
 * What cart, quick order and checkout need from the catalogue. One adapter reads the catalogue
 * tables (server/db/repositories/cart-pricing-repository.ts); keeping the port narrow means the
 * cart does not care how the catalogue stores parts.
 */
export type PartCatalog = {
  /** Parts by (vendorId, sku) priced for each ref's quantity; keyed by partKey() (./part-number). Unknown parts are simply absent. */
  findParts(refs: PricedRef[], ctx: PriceContext): Promise<Map<string, PricedPart>>
  /** Parts whose article number or an OE reference number equals the term (normalized), priced for `qty` pieces (default 1). */
  resolveTerm(term: string, ctx: PriceContext, qty?: number): Promise<PricedPart[]>
}

import type { Language } from '../../src/shared/contracts/languages'

/** A part as the cart and the order see it: identity, localized name, customer price and stock. */
export type PricedPart = {
  vendorId: string
  sku: string
  name: string
  slug: string
  /** Net unit price in `currency` for the customer's price group. Orders always carry it; the quote shows it only with showPrice. */
  unitPrice: number
  currency: string
  /** Units in stock over all warehouses. */
  stock: number
}

export type PartRef = { vendorId: string; sku: string }

export type PriceContext = { lang: Language; priceGroup: string; currency: string }

/**
 * What cart, quick order and checkout need from the catalogue. One adapter reads the catalogue
 * tables (server/db/repositories/cart-pricing-repository.ts); keeping the port narrow means the
 * cart does not care how the catalogue stores parts.
 */
export type PartCatalog = {
  /** Parts by (vendorId, sku); the map is keyed by partKey(). Unknown parts are simply absent. */
  findParts(refs: PartRef[], ctx: PriceContext): Promise<Map<string, PricedPart>>
  /** Parts whose article number or an OE reference number equals the term (normalized). */
  resolveTerm(term: string, ctx: PriceContext): Promise<PricedPart[]>
}

export const partKey = (ref: PartRef) => `${ref.vendorId}-${ref.sku}`

/** SPEC.md §3 cart payload line: '{vendorId}-{sku}' → its parts; vendor ids never contain a hyphen. */
export function parsePayloadSku(payloadSku: string): PartRef | null {
  const dash = payloadSku.indexOf('-')
  if (dash <= 0 || dash === payloadSku.length - 1) return null
  return { vendorId: payloadSku.slice(0, dash), sku: payloadSku.slice(dash + 1) }
}

/** The catalogue's normalization of article and reference numbers: upper case without spaces, hyphens, dots or slashes. */
export function normalizePartNumber(term: string): string {
  return term.toUpperCase().replace(/[\s\-./]/g, '')
}

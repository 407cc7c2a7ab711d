/** A part as the cart and the SPEC.md §3 payload name it: the brand's vendor id and the article number. */
export type PartRef = { vendorId: string; sku: string }

/**
 * Upper case without spaces, hyphens, dots or slashes: how article and OE numbers are compared. The
 * catalogue stores it beside each number; searches, the cart and document filters look it up.
 */
export function partNumberKey(value: string): string {
  return value.replace(/[\s.\-/]+/g, '').toUpperCase()
}

/** The key of a part in maps and payloads: '{vendorId}-{sku}'. */
export const partKey = (ref: PartRef) => `${ref.vendorId}-${ref.sku}`

/** SPEC.md §3 cart payload line: '{vendorId}-{sku}' → its parts; vendor ids never contain a hyphen. */
export function parsePayloadSku(payloadSku: string): PartRef | null {
  const dash = payloadSku.indexOf('-')
  if (dash <= 0 || dash === payloadSku.length - 1) return null
  return { vendorId: payloadSku.slice(0, dash), sku: payloadSku.slice(dash + 1) }
}

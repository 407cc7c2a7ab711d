/**
 * GS1's rules for GTINs (the EAN/UPC numbers on part boxes), shared by the catalogue import, the demo
 * generator, the server's search and the SPA's scanner. Plain functions: no zod, so the SPA may import them.
 */

/** The check digit of a GTIN's other digits: mod 10 with weights 3 and 1 from the right. */
export function gtinCheckDigit(body: string): number {
  let sum = 0
  for (let i = 0; i < body.length; i++) sum += Number(body[body.length - 1 - i]) * (i % 2 === 0 ? 3 : 1)
  return (10 - (sum % 10)) % 10
}

/** GTIN-8, -12 (UPC-A), -13 (EAN-13) or -14, digits only, with a correct check digit. */
export function isGtin(value: string): boolean {
  return /^(\d{8}|\d{12,14})$/.test(value) && gtinCheckDigit(value.slice(0, -1)) === Number(value.at(-1))
}

/**
 * The spellings a stored GTIN may have for one scanned or typed number: the same GTIN padded with
 * leading zeros to 14 digits is the same article, so a UPC-A scan (12 digits) finds the EAN-13
 * `0…` of the catalogue and the other way round. Empty when the value is no GTIN.
 */
export function gtinLookupForms(value: string): string[] {
  if (!isGtin(value)) return []
  const full = value.padStart(14, '0')
  return [14, 13, 12, 8].filter((length) => /^0*$/.test(full.slice(0, 14 - length))).map((length) => full.slice(14 - length))
}

/** Whether a typed or scanned term is this stored GTIN, whatever the leading zeros (offline matching on the device). */
export function isSameGtin(term: string, gtin: string | null | undefined): boolean {
  return !!gtin && isGtin(term) && isGtin(gtin) && term.padStart(14, '0') === gtin.padStart(14, '0')
}

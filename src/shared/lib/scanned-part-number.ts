import { stripTerm } from '../contracts/search-terms'

/** The longest term the search takes from a label; longer codes (a QR code's web address, a DataMatrix's lot data) are no part number. */
const MAX_SCANNED_TERM = 40

/**
 * What a scanned label names: a GTIN, an article or an OE number, or null to keep
 * scanning. Anything else a code may carry (addresses, lot and serial data) is passed over rather than searched.
 */
export function scannedPartNumber(text: string): string | null {
  const term = text.trim()
  if (term.length < 3 || term.length > MAX_SCANNED_TERM) return null
  // Part numbers are letters, digits, spaces, dots, dashes and slashes; GS1 separators and web addresses are not.
  if (!/^[\p{L}\p{N} .\-/]+$/u.test(term)) return null
  return /\d/.test(stripTerm(term)) ? term : null
}

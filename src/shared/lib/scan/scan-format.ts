/** Barcode formats by the names the platform's BarcodeDetector uses; the scanner's API speaks these. */
export type ScanFormat = 'ean_13' | 'upc_a' | 'code_128' | 'code_39' | 'data_matrix' | 'qr_code'

export type ScanResult = { text: string; format: ScanFormat }

/** What a part label, a part box or a door pillar may carry (issue 32). */
export const ALL_SCAN_FORMATS: readonly ScanFormat[] = ['ean_13', 'upc_a', 'code_128', 'code_39', 'data_matrix', 'qr_code']

/** zxing-wasm's canonical format names (v3 `ReadInputBarcodeFormat`). */
export type ZxingFormat = 'EAN13' | 'UPCA' | 'Code128' | 'Code39' | 'DataMatrix' | 'QRCode'

const TO_ZXING: Record<ScanFormat, ZxingFormat> = {
  ean_13: 'EAN13',
  upc_a: 'UPCA',
  code_128: 'Code128',
  code_39: 'Code39',
  data_matrix: 'DataMatrix',
  qr_code: 'QRCode',
}

export function toZxingFormats(formats: readonly ScanFormat[]): ZxingFormat[] {
  return formats.map((format) => TO_ZXING[format])
}

/**
 * zxing reports variants (`Code39Ext`, `QRCodeModel2`) with their family in `symbology`
 * (`Code39`, `QRCode`); EAN and UPC share the family `EANUPC`, so those go by the exact format.
 */
export function fromZxingFormat(format: string, symbology: string): ScanFormat | null {
  if (format === 'EAN13') return 'ean_13'
  if (format === 'UPCA') return 'upc_a'
  const family = Object.entries(TO_ZXING).find(([, zxing]) => zxing === symbology)
  return family ? (family[0] as ScanFormat) : null
}

/**
 * A zxing result in the platform's terms, or null when it is not one of the asked formats. zxing
 * reads a UPC-A as an EAN-13 with a leading 0 when both are asked; BarcodeDetector says `upc_a` with
 * 12 digits, so the same label gives the same result whichever decoder read it.
 */
export function fromZxingResult(
  code: { text: string; format: string; symbology: string },
  asked: readonly ScanFormat[],
): ScanResult | null {
  let format = fromZxingFormat(code.format, code.symbology)
  let text = code.text
  if (format === 'ean_13' && text.length === 13 && text.startsWith('0') && asked.includes('upc_a')) {
    format = 'upc_a'
    text = text.slice(1)
  }
  return format && text && asked.includes(format) ? { text, format } : null
}

/** A detector's format name is ours only when it is one of the asked ones. */
export function asScanFormat(format: string, asked: readonly ScanFormat[]): ScanFormat | null {
  return (asked as readonly string[]).includes(format) ? (format as ScanFormat) : null
}

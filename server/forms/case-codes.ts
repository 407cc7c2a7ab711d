import bwipjs from 'bwip-js/node'

/**
 * The case number as a QR code (a phone or a 2D scanner) and a Code 128 barcode (the 1D scanner at the
 * goods-in desk), both PNG for pdfkit. The number alone, so any scanner types what the search finds.
 */
export async function caseCodeImages(caseNumber: string): Promise<{ qr: Buffer; barcode: Buffer }> {
  const [qr, barcode] = await Promise.all([
    bwipjs.toBuffer({ bcid: 'qrcode', text: caseNumber, scale: 4 }),
    bwipjs.toBuffer({ bcid: 'code128', text: caseNumber, scale: 3, height: 12 }),
  ])
  return { qr, barcode }
}

/** What a line says about why it goes back: its reason, or a core's condition. */
export function lineWhy(
  line: { reason: string | null; condition: string | null },
  reasons: Record<string, string>,
  conditions: Record<string, string>,
): string {
  if (line.condition) return conditions[line.condition] ?? line.condition
  if (line.reason) return reasons[line.reason] ?? line.reason
  return ''
}

import type { DocumentDetail } from '../../../src/shared/contracts/documents'
import { amount, toCents } from './cii-values'
import { InconsistentTotalsError } from './e-invoice-errors'

export type InvoiceLine = DocumentDetail['lines'][number] & { unitPrice: number; lineTotal: number; vatRate: number }
export type InvoiceTotals = NonNullable<DocumentDetail['totals']>

/**
 * The lines of an invoice or credit note, with their amounts proven present, and its totals proven to agree
 * to the cent: lines → VAT bases per rate → net; each rate's tax within a cent of base × rate; gross = net + VAT.
 */
export function checkedInvoiceAmounts(detail: DocumentDetail): { lines: InvoiceLine[]; totals: InvoiceTotals } {
  const fail = (message: string) => new InconsistentTotalsError(detail.number, message)
  const { totals } = detail
  if (!totals) throw fail('an invoice or credit note needs totals')
  const lines = detail.lines.map((line) => {
    const { unitPrice, lineTotal, vatRate } = line
    if (unitPrice === null || lineTotal === null || vatRate === null) {
      throw fail(`line ${line.positionNumber} has no price, line total or VAT rate`)
    }
    return { ...line, unitPrice, lineTotal, vatRate }
  })
  if (lines.length === 0) throw fail('an e-invoice needs at least one line (BG-25)')

  const linesCents = lines.reduce((sum, line) => sum + toCents(line.lineTotal), 0)
  if (linesCents !== toCents(totals.net))
    throw fail(`the lines add up to ${amount(linesCents / 100)}, the net total is ${amount(totals.net)}`)

  for (const entry of totals.vat) {
    const baseCents = lines.filter((line) => line.vatRate === entry.rate).reduce((sum, line) => sum + toCents(line.lineTotal), 0)
    if (baseCents !== toCents(entry.base))
      throw fail(`the ${entry.rate} % lines add up to ${amount(baseCents / 100)}, not ${amount(entry.base)}`)
    if (Math.abs(toCents(entry.base) * entry.rate - toCents(entry.amount) * 100) > 100) {
      throw fail(`${entry.rate} % of ${amount(entry.base)} is not ${amount(entry.amount)}`)
    }
  }
  const rates = new Set(totals.vat.map((entry) => entry.rate))
  const unlisted = lines.find((line) => !rates.has(line.vatRate))
  if (unlisted) throw fail(`line ${unlisted.positionNumber} has VAT rate ${unlisted.vatRate} %, which the VAT breakdown lacks`)

  const vatCents = totals.vat.reduce((sum, entry) => sum + toCents(entry.amount), 0)
  if (vatCents !== toCents(totals.vatTotal))
    throw fail(`the VAT per rate adds up to ${amount(vatCents / 100)}, not ${amount(totals.vatTotal)}`)
  if (toCents(totals.net) + vatCents !== toCents(totals.gross))
    throw fail(`net + VAT is not the gross total ${amount(totals.gross)}`)
  return { lines, totals }
}

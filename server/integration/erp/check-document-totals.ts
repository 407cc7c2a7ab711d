import { round2 } from '../../shop/money'
import type { ErpDocumentItem } from './erp-document-item'
import { ItemRefused } from './erp-refusals'

const cents = (value: number) => Math.round(value * 100)
const eur = (value: number) => value.toFixed(2)

/**
 * The EN 16931 arithmetic the shop's e-invoice already holds to (server/documents/einvoice/check-totals.ts,
 * server/shop/vat.ts), checked when the ERP sends the document, so a document that would make a broken
 * e-invoice is refused at the door instead of failing when a buyer downloads it. Each refusal names its rule.
 */
export function checkDocumentTotals(item: ErpDocumentItem) {
  const billed = item.type === 'invoice' || item.type === 'creditnote'
  const amounts = [item.net, item.vat_total, item.gross, item.vat_breakdown]
  if (!billed && amounts.every((value) => value === null) && item.lines.every((line) => line.line_total === null)) return
  if (amounts.some((value) => value === null)) {
    throw new ItemRefused(
      'net',
      'amounts-missing',
      `An ${item.type} needs net, vat_total, gross and vat_breakdown (EN 16931 BG-22, BG-23).`,
    )
  }
  const net = item.net as number
  const vatTotal = item.vat_total as number
  const gross = item.gross as number
  const breakdown = item.vat_breakdown ?? []
  const bases = new Map<number, number>()
  item.lines.forEach((line, index) => {
    const field = `lines[${index}]`
    if (line.unit_price === null || line.line_total === null || line.vat_rate === null) {
      throw new ItemRefused(
        field,
        'amounts-missing',
        `Line ${index + 1} needs unit_price, line_total and vat_rate (EN 16931 BT-146, BT-131, BT-152).`,
      )
    }
    if (cents(line.line_total) !== cents(round2(line.qty * line.unit_price))) {
      throw new ItemRefused(
        `${field}.line_total`,
        'totals-do-not-add-up',
        `BT-131: line ${index + 1} is ${line.qty} × ${eur(line.unit_price)} = ${eur(round2(line.qty * line.unit_price))}, not ${eur(line.line_total)}.`,
      )
    }
    bases.set(line.vat_rate, (bases.get(line.vat_rate) ?? 0) + cents(line.line_total))
  })
  const linesCents = [...bases.values()].reduce((sum, value) => sum + value, 0)
  if (linesCents !== cents(net)) {
    throw new ItemRefused(
      'net',
      'totals-do-not-add-up',
      `BR-CO-10: the lines add up to ${eur(linesCents / 100)}, net is ${eur(net)}.`,
    )
  }
  breakdown.forEach((entry, index) => {
    const field = `vat_breakdown[${index}]`
    const base = bases.get(entry.rate)
    if (base === undefined || base !== cents(entry.base)) {
      throw new ItemRefused(
        `${field}.base`,
        'totals-do-not-add-up',
        `BR-S-08: the ${entry.rate} % lines add up to ${eur((base ?? 0) / 100)}, the base is ${eur(entry.base)}.`,
      )
    }
    // Within a cent of base × rate, as the e-invoice allows for the ERP's own rounding.
    if (Math.abs(cents(entry.base) * entry.rate - cents(entry.amount) * 100) > 100) {
      throw new ItemRefused(
        `${field}.amount`,
        'totals-do-not-add-up',
        `BR-CO-17: ${entry.rate} % of ${eur(entry.base)} is not ${eur(entry.amount)}.`,
      )
    }
  })
  const listed = new Set(breakdown.map((entry) => entry.rate))
  const unlisted = [...bases.keys()].find((rate) => !listed.has(rate))
  if (unlisted !== undefined) {
    throw new ItemRefused(
      'vat_breakdown',
      'totals-do-not-add-up',
      `BR-CO-18: lines at ${unlisted} % have no entry in the VAT breakdown.`,
    )
  }
  const vatCents = breakdown.reduce((sum, entry) => sum + cents(entry.amount), 0)
  if (vatCents !== cents(vatTotal)) {
    throw new ItemRefused(
      'vat_total',
      'totals-do-not-add-up',
      `BR-CO-14: the VAT per rate adds up to ${eur(vatCents / 100)}, vat_total is ${eur(vatTotal)}.`,
    )
  }
  if (cents(net) + vatCents !== cents(gross)) {
    throw new ItemRefused(
      'gross',
      'totals-do-not-add-up',
      `BR-CO-15: net ${eur(net)} + VAT ${eur(vatTotal)} is not gross ${eur(gross)}.`,
    )
  }
}

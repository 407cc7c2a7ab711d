import type { DocumentDetail } from '../../src/shared/contracts/documents'

/**
 * The contract leaves the unit of a VAT rate open: the ERP history stores fractions (0.19), while EN 16931
 * (BT-152, BT-119) and the printed document speak in percent (19). Both renderers read rates through here.
 * A positive rate of at most 1 is a fraction: no rate the shop's sales entities charge is 1 % or less.
 */
export function vatPercent(rate: number): number {
  return rate > 0 && rate <= 1 ? Math.round(rate * 10_000) / 100 : rate
}

export function withVatInPercent(detail: DocumentDetail): DocumentDetail {
  return {
    ...detail,
    lines: detail.lines.map((line) => ({ ...line, vatRate: line.vatRate === null ? null : vatPercent(line.vatRate) })),
    totals: detail.totals && {
      ...detail.totals,
      vat: detail.totals.vat.map((entry) => ({ ...entry, rate: vatPercent(entry.rate) })),
    },
  }
}

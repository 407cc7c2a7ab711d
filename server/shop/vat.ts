import { round2 } from './money'

/** Standard VAT in percent of the selling entity's country; the demo sells domestically, so no reverse charge. */
const VAT_BY_ENTITY: Record<string, number> = { DTDE: 19, DTAT: 20, DTFR: 20, DTUS: 0 }

export function vatRateOf(entityCode: string): number {
  return VAT_BY_ENTITY[entityCode] ?? 19
}

export type DocumentTotals = {
  net: number
  vat: Array<{ rate: number; base: number; amount: number }>
  vatTotal: number
  gross: number
}

/** Net as the sum of the (already rounded) line totals, VAT per rate on its base, rounded to the cent once per rate. */
export function documentTotals(lines: Array<{ lineTotal: number; vatRate: number }>): DocumentTotals {
  const bases = new Map<number, number>()
  for (const line of lines) bases.set(line.vatRate, round2((bases.get(line.vatRate) ?? 0) + line.lineTotal))
  const vat = [...bases.entries()]
    .sort(([a], [b]) => b - a)
    .map(([rate, base]) => ({ rate, base, amount: round2((base * rate) / 100) }))
  const net = round2(vat.reduce((sum, entry) => sum + entry.base, 0))
  const vatTotal = round2(vat.reduce((sum, entry) => sum + entry.amount, 0))
  return { net, vat, vatTotal, gross: round2(net + vatTotal) }
}

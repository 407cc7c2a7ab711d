import { describe, expect, it } from 'vitest'
import type { AvailabilityLine, CheckedPart } from '../../../shared/contracts/customer-lists'
import { orderableLines } from './orderable'

const part = (sku: string, stock: number): CheckedPart => ({
  sku,
  vendorId: 'V1',
  name: sku,
  slug: sku,
  stock,
  warehouses: [],
  status: stock > 0 ? 'inStock' : 'backorder',
  deliveryDays: stock > 0 ? 1 : 10,
  price: null,
})
const found = (p: CheckedPart, extra: Partial<Extract<AvailabilityLine, { ok: true }>> = {}): AvailabilityLine => ({
  ok: true,
  term: p.sku,
  qty: 3,
  part: p,
  replacement: null,
  discontinued: false,
  ...extra,
})

describe('orderableLines', () => {
  it('takes parts in stock, the replacement of a discontinued part, and nothing else', () => {
    const lines: AvailabilityLine[] = [
      found(part('A', 5)),
      found(part('B', 0)),
      found(part('C', 9), { discontinued: true, replacement: part('C2', 4) }),
      found(part('D', 0), { discontinued: true, replacement: part('D2', 0) }),
      { ok: false, term: 'X', qty: 1, error: 'NOT_FOUND' },
    ]
    expect(orderableLines(lines)).toEqual([
      { sku: 'A', vendorId: 'V1', qty: 3 },
      { sku: 'C2', vendorId: 'V1', qty: 3 },
    ])
  })

  it('adds what ships now of a line that ships in part, or all of it when the buyer chose so (issue 30)', () => {
    const partial: CheckedPart = { ...part('P', 26), status: 'partial', shipsNow: 26, later: 474 }
    const lines: AvailabilityLine[] = [found(partial, { qty: 500 }), found(part('A', 5))]
    expect(orderableLines(lines)).toEqual([
      { sku: 'P', vendorId: 'V1', qty: 26 },
      { sku: 'A', vendorId: 'V1', qty: 3 },
    ])
    expect(orderableLines(lines, { 0: 'all' })[0]).toEqual({ sku: 'P', vendorId: 'V1', qty: 500 })
    // An answer kept from before the server named the split: the same rule from the stock.
    const { shipsNow: _, later: __, ...kept } = partial
    expect(orderableLines([found(kept, { qty: 500 })])).toEqual([{ sku: 'P', vendorId: 'V1', qty: 26 }])
  })
})

import { describe, expect, it } from 'vitest'
import { toPayloadLines } from './add-to-cart'

describe('toPayloadLines (SPEC.md §5)', () => {
  it("maps to '{vendorId}-{sku}' with qty default 1 and drops lines without sku or vendorId", () => {
    expect(
      toPayloadLines([
        { sku: '1.10234', vendorId: '1000', qty: 3 },
        { sku: '5.40020XL', vendorId: '2000' },
        { sku: '', vendorId: '1000' },
        { sku: '1.1', vendorId: null },
      ]),
    ).toEqual([
      { sku: '1000-1.10234', qty: 3 },
      { sku: '2000-5.40020XL', qty: 1 },
    ])
    expect(toPayloadLines([{ sku: null, vendorId: '1000' }])).toEqual([])
  })
})

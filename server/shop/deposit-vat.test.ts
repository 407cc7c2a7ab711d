import { describe, expect, it } from 'vitest'
import { depositVatRate, depositVatTreatmentOf } from './deposit-vat'
import { vatRateOf } from './vat'

describe('the VAT of a deposit line', () => {
  it("is the part's rate for every entity of the shop (the deposit is part of the consideration)", () => {
    for (const entity of ['DTDE', 'DTAT', 'DTFR', 'DTUS']) {
      expect(depositVatTreatmentOf(entity)).toBe('withPart')
      expect(depositVatRate(entity, vatRateOf(entity))).toBe(vatRateOf(entity))
    }
    expect(depositVatRate('DTDE', 7)).toBe(7)
  })
})

import { describe, expect, it } from 'vitest'
import { listPriceOnly, type PartPriceRows, partPrice, scalePrices } from './part-price'
import { customerPrice } from './pricing'

const WS_EUR = { priceGroup: 'WS', currency: 'EUR' }
const rows = (over: Partial<PartPriceRows>): PartPriceRows => ({ ...listPriceOnly(10_000), ...over })

describe('partPrice', () => {
  it('is the old list-price-minus-discount rule for a part without imported price rows', () => {
    for (const basis of [WS_EUR, { priceGroup: 'FL', currency: 'CHF' }, { priceGroup: 'XX', currency: 'XXX' }]) {
      expect(partPrice(listPriceOnly(12_345), basis)).toEqual(customerPrice(12_345, basis.priceGroup, basis.currency))
    }
    expect(partPrice(listPriceOnly(10_000), WS_EUR)).toEqual({ value: 82, currency: 'EUR' })
  })

  it('takes the LIST scale the quantity reaches, minus the group discount', () => {
    const list = [
      { minQuantity: 1, priceCents: 10_000 },
      { minQuantity: 10, priceCents: 9_000 },
      { minQuantity: 50, priceCents: 8_000 },
    ]
    expect(partPrice(rows({ list }), WS_EUR, 9).value).toBe(82)
    expect(partPrice(rows({ list }), WS_EUR, 10).value).toBe(73.8)
    expect(partPrice(rows({ list }), WS_EUR, 500).value).toBe(65.6)
  })

  it('falls back to the part’s list price below the smallest LIST scale', () => {
    expect(partPrice(rows({ list: [{ minQuantity: 10, priceCents: 9_000 }] }), WS_EUR, 2).value).toBe(82)
  })

  it('prefers the group’s scale price as a net price (no discount on top) where the quantity reaches one', () => {
    const group = [
      { minQuantity: 1, priceCents: 7_000 },
      { minQuantity: 20, priceCents: 6_500 },
    ]
    const list = [{ minQuantity: 1, priceCents: 5_000 }]
    expect(partPrice(rows({ group, list }), WS_EUR, 1).value).toBe(70)
    expect(partPrice(rows({ group, list }), WS_EUR, 20).value).toBe(65)
    // Below the group's first scale the list price (here its scale) minus the discount applies.
    expect(partPrice(rows({ group: [{ minQuantity: 5, priceCents: 7_000 }], list }), WS_EUR, 4).value).toBe(41)
  })

  it('lets the customer’s net price win over every scale, converted to the customer’s currency', () => {
    const priced = rows({ customerNetCents: 5_000, group: [{ minQuantity: 1, priceCents: 100 }] })
    expect(partPrice(priced, WS_EUR, 100)).toEqual({ value: 50, currency: 'EUR' })
    expect(partPrice(priced, { priceGroup: 'WS', currency: 'CHF' })).toEqual({ value: 47.5, currency: 'CHF' })
  })
})

describe('scalePrices', () => {
  it('lists the quantities from which the unit price changes, with that price', () => {
    const priced = rows({
      list: [{ minQuantity: 10, priceCents: 9_000 }],
      group: [
        { minQuantity: 50, priceCents: 7_000 },
        { minQuantity: 100, priceCents: 7_000 },
      ],
    })
    expect(scalePrices(priced, WS_EUR)).toEqual([
      { minQuantity: 10, price: { value: 73.8, currency: 'EUR' } },
      { minQuantity: 50, price: { value: 70, currency: 'EUR' } },
    ])
  })

  it('is empty without scales or with a customer net price', () => {
    expect(scalePrices(listPriceOnly(10_000), WS_EUR)).toEqual([])
    expect(scalePrices(rows({ customerNetCents: 1, list: [{ minQuantity: 10, priceCents: 9_000 }] }), WS_EUR)).toEqual([])
  })
})

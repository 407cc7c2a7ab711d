import { i18n } from '@lingui/core'
import { describe, expect, it } from 'vitest'
import type { SeenParts } from '../../../shared/lib/seen-parts'
import { describeChange } from './describe-change'

i18n.loadAndActivate({ locale: 'en', messages: {} })

const brakeDisc = { sku: '1.10234', name: 'Brake disc', vendorId: '1000', item_id: 7 }
const seen: SeenParts = {
  byLineSku: (lineSku) => (lineSku === '1000-1.10234' ? brakeDisc : undefined),
  byCartItem: (itemId) => (itemId === 7 ? brakeDisc : undefined),
  withSlugByNumber: () => undefined,
}

describe('describeChange', () => {
  it('names added parts by number and name, never by the vendor prefix', () => {
    expect(describeChange(i18n, '/api/checkout/cart/add', { items: [{ sku: '1000-1.10234', qty: 2 }] }, seen)).toBe(
      'Add 2 × 1.10234 Brake disc',
    )
    expect(describeChange(i18n, '/api/checkout/cart/add', { items: [{ sku: '2000-5.40020XL' }] }, seen)).toBe('Add 1 × 5.40020XL')
  })

  it('says which lines a removal takes, or how many when this device never saw them', () => {
    expect(describeChange(i18n, '/api/checkout/cart/delete', { item_ids: [7] }, seen)).toBe(
      'Remove from the cart: 1.10234 Brake disc',
    )
    expect(describeChange(i18n, '/api/checkout/cart/delete', { item_ids: [7, 8] }, seen)).toBe('Remove 2 lines from the cart')
  })

  it('names the part of a quantity change', () => {
    expect(describeChange(i18n, '/api/checkout/cart/update/', { item_id: 7, sku: '1.10234', qty: 5 }, seen)).toBe(
      'Change the quantity of 1.10234 Brake disc to 5',
    )
  })
})

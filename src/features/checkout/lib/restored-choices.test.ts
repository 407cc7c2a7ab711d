import { describe, expect, it } from 'vitest'
import { restoredChoices } from './restored-choices'

const address = { name: 'Werkstatt Süd', street: 'Triester Straße 14', postalCode: '1100', city: 'Wien', country: 'AT' }

describe('restoredChoices', () => {
  it('gives back a well-formed draft of the same customer', () => {
    const saved = {
      customerId: 'D1',
      shipping: { kind: 'adhoc' },
      adhocAddress: address,
      selectedTransport: 'express',
      selectedPayment: 'invoice',
      customerOrderReference: 'WO-1',
    }
    expect(restoredChoices(saved, 'D1')).toEqual({
      shipping: { kind: 'adhoc' },
      adhocAddress: address,
      selectedTransport: 'express',
      selectedPayment: 'invoice',
      customerOrderReference: 'WO-1',
    })
  })

  it("ignores another customer's draft and anything that is not a draft", () => {
    expect(restoredChoices({ customerId: 'D2', selectedTransport: 'express' }, 'D1')).toEqual({})
    expect(restoredChoices(null, 'D1')).toEqual({})
    expect(restoredChoices('express', 'D1')).toEqual({})
  })

  it('leaves out the parts an older build wrote differently, keeping the rest', () => {
    const saved = {
      customerId: 'D1',
      shipping: { kind: 'adhoc', address },
      adhocAddress: { ...address, country: 'Austria' },
      selectedTransport: 42,
      selectedPayment: 'prepayment',
      customerOrderReference: 'x'.repeat(36),
    }
    expect(restoredChoices(saved, 'D1')).toEqual({ shipping: { kind: 'adhoc' }, selectedPayment: 'prepayment' })
  })
})

import { describe, expect, it } from 'vitest'
import { restoredChoices } from './restored-choices'

const address = { name: 'Werkstatt Süd', street: 'Triester Straße 14', postalCode: '1100', city: 'Wien', country: 'AT' }

describe('restoredChoices', () => {
  it('gives back a well-formed draft of the same customer', () => {
    const saved = {
      customerId: 'D1',
      shipping: { kind: 'adhoc' },
      shippingChosen: true,
      adhocAddress: address,
      selectedTransport: 'express',
      selectedPayment: 'invoice',
      customerOrderReference: 'WO-1',
    }
    expect(restoredChoices(saved, 'D1')).toEqual({
      shipping: { kind: 'adhoc' },
      shippingChosen: true,
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
    expect(restoredChoices(saved, 'D1')).toEqual({
      shipping: { kind: 'adhoc' },
      shippingChosen: true,
      selectedPayment: 'prepayment',
    })
  })

  it('keeps whether the buyer picked the shipping address, so the default is offered only when not', () => {
    const offered = { customerId: 'D1', shipping: { kind: 'saved', id: 'addr-1' }, shippingChosen: false }
    expect(restoredChoices(offered, 'D1')).toEqual({ shipping: { kind: 'saved', id: 'addr-1' }, shippingChosen: false })
    const picked = { customerId: 'D1', shipping: { kind: 'billing' }, shippingChosen: true }
    expect(restoredChoices(picked, 'D1')).toEqual({ shipping: { kind: 'billing' }, shippingChosen: true })
  })

  it('reads a draft without the flag as picked unless it holds the first choice, and drops a flag without a shipping choice', () => {
    expect(restoredChoices({ customerId: 'D1', shipping: { kind: 'saved', id: 'a' } }, 'D1').shippingChosen).toBe(true)
    expect(restoredChoices({ customerId: 'D1', shipping: { kind: 'billing' } }, 'D1').shippingChosen).toBe(false)
    expect(restoredChoices({ customerId: 'D1', shipping: { kind: 'billing' }, shippingChosen: 'yes' }, 'D1').shippingChosen).toBe(
      false,
    )
    expect(restoredChoices({ customerId: 'D1', shippingChosen: true }, 'D1')).toEqual({})
  })
})

import { describe, expect, it } from 'vitest'
import type { CheckoutOptions } from '../../../shared/contracts/cart'
import { EMPTY_ADDRESS } from '../store'
import { missingChoices } from './missing-choices'

const billing = { name: 'Roux Logistique', street: '8 rue des Transporteurs', postalCode: '69007', city: 'Lyon', country: 'FR' }
const options: CheckoutOptions = {
  addresses: { billing, shipping: [{ ...billing, id: 'order-1', city: 'Nyon', country: 'CH' }], defaultShippingId: null },
  transport: [{ id: 'standard', price: { value: 9.9, currency: { code: 'EUR' } }, days: '1-2' }],
  payment: [
    { id: 'invoice', kind: 'invoice', enabled: true },
    { id: 'card', kind: 'provider', enabled: false },
  ],
  defaults: { transportId: 'standard', paymentId: 'invoice' },
  vatRate: 20,
}
const chosen = {
  shipping: { kind: 'billing' } as const,
  adhocAddress: EMPTY_ADDRESS,
  selectedTransport: 'standard',
  selectedPayment: 'invoice',
}

describe('missingChoices', () => {
  it('finds nothing missing when every step is chosen', () => {
    expect(missingChoices(chosen, options)).toEqual([])
  })

  it('names the empty fields of an address typed for this order', () => {
    const adhoc = { ...chosen, shipping: { kind: 'adhoc' } as const, adhocAddress: { ...billing, street: ' ', country: '' } }
    expect(missingChoices(adhoc, options)).toEqual([{ step: 2, what: 'addressFields', fields: ['street', 'country'] }])
  })

  it('asks again for a saved address, transport or payment the shop no longer offers', () => {
    const stale = {
      ...chosen,
      shipping: { kind: 'saved', id: 'gone' } as const,
      selectedTransport: 'express',
      selectedPayment: 'card',
    }
    expect(missingChoices(stale, options).map((item) => item.what)).toEqual(['deliveryAddress', 'transport', 'payment'])
  })

  it('asks for the card details when the card is chosen but not checked in this page (a restored draft)', () => {
    const withCard = {
      ...options,
      payment: [...options.payment.slice(0, 1), { id: 'card', kind: 'provider' as const, enabled: true }],
    }
    const card = { ...chosen, selectedPayment: 'card' }
    expect(missingChoices(card, withCard)).toEqual([{ step: 4, what: 'cardCheck' }])
    const check = {
      pseudocardpan: '9410010000012345678',
      truncatedcardpan: '411111XXXXXX1111',
      cardtype: 'V',
      cardexpiredate: '3012',
    }
    expect(missingChoices({ ...card, payOneResponse: check }, withCard)).toEqual([])
  })

  it('needs nothing kept in memory for PayPal', () => {
    const withPayPal = { ...options, payment: [{ id: 'paypal', kind: 'provider' as const, enabled: true }] }
    expect(missingChoices({ ...chosen, selectedPayment: 'paypal', payOneResponse: null }, withPayPal)).toEqual([])
  })

  it('asks for transport and payment not chosen yet, also while the options load', () => {
    const none = { ...chosen, selectedTransport: null, selectedPayment: null }
    expect(missingChoices(none, undefined).map((item) => item.step)).toEqual([3, 4])
  })
})

import { beforeEach, describe, expect, it, vi } from 'vitest'

// IndexedDB is not in jsdom: the draft lives in a map, as idb-keyval would keep it.
const kept = new Map<string, unknown>()
vi.mock('idb-keyval', () => ({
  get: async (key: string) => kept.get(key),
  set: async (key: string, value: unknown) => void kept.set(key, value),
  del: async (key: string) => void kept.delete(key),
  // The device store (src/shared/lib/device-store.ts) is made at import; the map above stands for it.
  createStore: () => undefined,
}))

const {
  checkoutStore,
  clearCheckout,
  forgetCheckoutDraft,
  loadCheckoutDraft,
  offerShipping,
  setCardCheck,
  setCardHolder,
  setPayment,
  setPaymentState,
  setShipping,
} = await import('./store')
const { CHECKOUT_DRAFT_KEY } = await import('../../shared/contracts/cart-constants')

beforeEach(async () => {
  forgetCheckoutDraft()
  kept.clear()
  await loadCheckoutDraft('D1')
})

describe('offerShipping', () => {
  it('preselects the saved default while the buyer has not chosen, and waits for the options', () => {
    offerShipping(undefined)
    expect(checkoutStore.shipping).toEqual({ kind: 'billing' })
    offerShipping('addr-1')
    expect(checkoutStore.shipping).toEqual({ kind: 'saved', id: 'addr-1' })
    expect(checkoutStore.shippingChosen).toBe(false)
  })

  it('follows the default until the buyer picks: a new default, or none (back to the billing address)', () => {
    offerShipping('addr-1')
    offerShipping('addr-2')
    expect(checkoutStore.shipping).toEqual({ kind: 'saved', id: 'addr-2' })
    offerShipping(null)
    expect(checkoutStore.shipping).toEqual({ kind: 'billing' })
  })

  it('never replaces a click, the billing address included', () => {
    setShipping({ kind: 'billing' })
    offerShipping('addr-1')
    expect(checkoutStore.shipping).toEqual({ kind: 'billing' })
    setShipping({ kind: 'adhoc' })
    offerShipping(null)
    expect(checkoutStore.shipping).toEqual({ kind: 'adhoc' })
  })

  it('never replaces a choice restored from the draft after a reload', async () => {
    forgetCheckoutDraft()
    kept.set(CHECKOUT_DRAFT_KEY, { customerId: 'D2', shipping: { kind: 'billing' }, shippingChosen: true })
    await loadCheckoutDraft('D2')
    offerShipping('addr-1')
    expect(checkoutStore.shipping).toEqual({ kind: 'billing' })
  })
})

describe('the online-payment fields (SPEC.md payOneResponse, paymentServiceResponse, ccFirstName, ccLastName, ppOrderId)', () => {
  it('live in memory only: the kept draft never holds them, and leaving the checkout clears them', async () => {
    setPayment('paypal')
    setCardHolder({ ccFirstName: 'Jana', ccLastName: 'Nováková' })
    setCardCheck({
      pseudocardpan: '9410010000012345678',
      truncatedcardpan: '411111XXXXXX1111',
      cardtype: 'V',
      cardexpiredate: '3012',
    })
    setPaymentState({
      status: 'redirect',
      paymentId: 'P26ABCDEF012345',
      redirectUrl: 'https://paypal.test/approve',
      ppOrderId: '5O190127TN364715T',
    })
    expect(checkoutStore.ppOrderId).toBe('5O190127TN364715T')
    await vi.waitFor(() => expect(kept.get(CHECKOUT_DRAFT_KEY)).toMatchObject({ selectedPayment: 'paypal' }))
    const draft = kept.get(CHECKOUT_DRAFT_KEY) as Record<string, unknown>
    for (const field of ['payOneResponse', 'paymentServiceResponse', 'ccFirstName', 'ccLastName', 'ppOrderId']) {
      expect(draft).not.toHaveProperty(field)
    }
    clearCheckout()
    expect(checkoutStore.payOneResponse).toBeNull()
    expect(checkoutStore.paymentServiceResponse).toBeNull()
    expect(checkoutStore.ppOrderId).toBeNull()
    expect(checkoutStore.ccFirstName).toBe('')
  })
})

import { I18nProvider } from '@lingui/react'
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { PaymentState } from '../../../shared/contracts/payment'
import { activateLanguage, i18n } from '../../../shared/lib/i18n'

// IndexedDB is not in jsdom: finishCheckout's delete of the kept draft goes to a map.
vi.mock('idb-keyval', () => ({
  get: async () => undefined,
  set: async () => {},
  del: async () => {},
  createStore: () => undefined,
}))

const { checkoutStore } = await import('../store')
const { PaymentReturn } = await import('./payment-return')

beforeAll(() => activateLanguage('en'))
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const PAYMENT = 'P26ABCDEF012345'

/** The payment service: `return` answers `first`, each GET the next of `then` (the last one again). */
function fakeServer(first: PaymentState | { status: 401 }, then: PaymentState[] = []) {
  const calls: Array<{ method: string; url: string; body: unknown }> = []
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const method = init?.method ?? 'GET'
    calls.push({ method, url: String(input), body: init?.body ? JSON.parse(String(init.body)) : undefined })
    if (method === 'POST') {
      if (first.status === 401) return Response.json({ code: 'UNAUTHORIZED', message: 'log in' }, { status: 401 })
      return Response.json(first)
    }
    return Response.json(then.length > 1 ? then.shift() : then[0])
  })
  vi.stubGlobal('fetch', fetch)
  return calls
}

function show(search: string) {
  const routes = { toStep4: vi.fn(async () => {}), toStep6: vi.fn(async () => {}) }
  render(
    <I18nProvider i18n={i18n}>
      <PaymentReturn
        search={search}
        routes={routes}
        cartLink={<a href="/checkout/step1">Go to the cart</a>}
        loginLink={<a href="/login">Log in</a>}
      />
    </I18nProvider>,
  )
  return routes
}

describe('/checkout/redirect', () => {
  it('hands the provider answer to the payment service and opens step 6 with the order numbers', async () => {
    const placed: PaymentState = { status: 'placed', paymentId: PAYMENT, orderNumbers: { first: '4000123', second: '4000124' } }
    const calls = fakeServer(placed)
    const routes = show(`?payment=${PAYMENT}&result=success&reference=ABC123`)
    expect(screen.getByTestId('payment-return-status').textContent).toBe('Checking your payment…')
    expect(document.activeElement).toBe(screen.getByRole('heading', { level: 1 }))
    await waitFor(() => expect(routes.toStep6).toHaveBeenCalledTimes(1))
    expect(checkoutStore.orderNumbers).toEqual({ first: '4000123', second: '4000124' })
    expect(calls[0]).toEqual({
      method: 'POST',
      url: `/api/checkout/payments/${PAYMENT}/return`,
      body: { result: 'success', query: { reference: 'ABC123' } },
    })
    expect(routes.toStep4).not.toHaveBeenCalled()
  })

  it('asks again while the payment is pending, then follows the outcome', async () => {
    const calls = fakeServer({ status: 'pending', paymentId: PAYMENT }, [
      { status: 'placed', paymentId: PAYMENT, orderNumbers: { first: '4000125', second: null } },
    ])
    const routes = show(`?payment=${PAYMENT}&result=success`)
    await waitFor(() => expect(routes.toStep6).toHaveBeenCalledTimes(1), { timeout: 5000 })
    expect(calls.filter((call) => call.method === 'GET').map((call) => call.url)).toContain(`/api/checkout/payments/${PAYMENT}`)
    expect(checkoutStore.orderNumbers).toEqual({ first: '4000125', second: null })
  })

  it('goes back to step 4 with the reason kept for it when the payment failed', async () => {
    fakeServer({ status: 'failed', paymentId: PAYMENT, failure: 'declined', message: 'Declined by issuer' })
    const routes = show(`?payment=${PAYMENT}&result=error`)
    await waitFor(() => expect(routes.toStep4).toHaveBeenCalledTimes(1))
    expect(checkoutStore.paymentServiceResponse).toMatchObject({ status: 'failed', failure: 'declined' })
    expect(routes.toStep6).not.toHaveBeenCalled()
  })

  it('says so, with a link to the cart, when the link names no payment, and asks nothing', () => {
    const calls = fakeServer({ status: 'pending', paymentId: PAYMENT })
    show('?result=success')
    expect(screen.getByTestId('payment-return-status').textContent).toContain('This link does not belong to a payment.')
    expect(screen.getByRole('link', { name: 'Go to the cart' })).toBeTruthy()
    expect(calls).toHaveLength(0)
  })

  it('asks a visitor to log in when the payment service wants a login', async () => {
    fakeServer({ status: 401 })
    show(`?payment=${PAYMENT}&result=cancel`)
    await waitFor(() => expect(screen.getByRole('link', { name: 'Log in' })).toBeTruthy())
    expect(screen.getByTestId('payment-return-status').textContent).toBe('Please log in to see the outcome of your payment.')
  })
})

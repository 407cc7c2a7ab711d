import { I18nProvider } from '@lingui/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Quote, QuoteItem } from '../../../shared/contracts/cart'
import { activateLanguage, i18n } from '../../../shared/lib/i18n'
import { sessionStore } from '../../../shared/session/session-store'
import { quoteQuery } from '../api/get-quote'
import { CartPage } from './cart-page'
import { CartSummary } from './cart-summary'

const euro = (value: number) => ({ value, currency: { code: 'EUR' } })
const line = (id: number, deposit: number | null): QuoteItem => ({
  item_id: id,
  sku: `0124-00${id}`,
  vendorId: '2000',
  name: deposit ? 'Starter' : 'Brake disc',
  slug: 'part',
  qty: 3,
  positionNumber: id,
  available: true,
  price: euro(250),
  lineTotal: euro(750),
  deposit: deposit === null ? null : euro(deposit),
  depositTotal: deposit === null ? null : euro(deposit * 3),
  availability: { stock: 10, status: 'inStock' },
  backorderedQty: 0,
})
const quote: Quote = {
  cartID: 1,
  items: [line(1, 180), line(2, null)],
  itemCount: 2,
  subtotal: euro(1500),
  depositTotal: euro(540),
  basHash: 'h',
}

function renderWith(children: React.ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } } })
  client.setQueryData(quoteQuery('en', 'DE').queryKey, quote)
  render(
    <QueryClientProvider client={client}>
      <I18nProvider i18n={i18n}>{children}</I18nProvider>
    </QueryClientProvider>,
  )
}

beforeAll(() => activateLanguage('en'))
afterEach(() => {
  cleanup()
  sessionStore.pricesHiddenByUser = false
  vi.unstubAllGlobals()
})

describe('core deposits in the cart', () => {
  it('shows the deposit as its own line under the exchange unit only, and the deposits beside the subtotal', () => {
    vi.stubGlobal('fetch', async () => Response.json(quote))
    renderWith(<CartPage countryID="DE" onContinue={() => {}} />)
    const deposits = screen.getAllByTestId('cart-deposit-line')
    expect(deposits).toHaveLength(1)
    // The deposit line follows its part's line.
    expect(deposits[0]?.previousElementSibling?.textContent).toContain('Starter')
    expect(deposits[0]?.textContent).toMatch(/\+ Core deposit.*3 × €180\.00.*€540\.00/)
    expect(screen.getByTestId('cart-deposit-total').textContent).toBe('Core deposits (net): €540.00')
  })

  it('shows the deposit in the review summary, and no deposit at all when the user hides prices', () => {
    vi.stubGlobal('fetch', async () => Response.json(quote))
    renderWith(<CartSummary countryID="DE" />)
    expect(screen.getByTestId('cart-deposit-line').textContent).toMatch(/\+ Core deposit 3 × €180\.00.*€540\.00/)
    cleanup()
    sessionStore.pricesHiddenByUser = true
    renderWith(<CartSummary countryID="DE" />)
    expect(screen.queryByTestId('cart-deposit-line')).toBeNull()
  })
})

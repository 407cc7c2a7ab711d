import { I18nProvider } from '@lingui/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Quote, QuoteItem } from '../../../shared/contracts/cart'
import { activateLanguage, i18n } from '../../../shared/lib/i18n'
import { quoteQuery } from '../api/get-quote'
import { setAcceptPolicy } from '../store'
import { CartPage } from './cart-page'

const euro = (value: number) => ({ value, currency: { code: 'EUR' } })
const line = (id: number, sku: string, available: boolean): QuoteItem => ({
  item_id: id,
  sku,
  vendorId: '2000',
  name: available ? 'Brake disc' : sku,
  slug: available ? 'brake-disc' : '',
  qty: 2,
  positionNumber: id,
  available,
  price: available ? euro(50) : null,
  lineTotal: available ? euro(100) : null,
  deposit: null,
  depositTotal: null,
  availability: { stock: available ? 10 : null, status: available ? 'inStock' : 'backorder' },
  backorderedQty: available ? 0 : 2,
})
const quote = (items: QuoteItem[]): Quote => ({
  cartID: 1,
  items,
  itemCount: items.length,
  subtotal: euro(100),
  depositTotal: null,
  basHash: 'h',
})

function renderCart(items: QuoteItem[]) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } } })
  client.setQueryData(quoteQuery('en', 'DE').queryKey, quote(items))
  render(
    <QueryClientProvider client={client}>
      <I18nProvider i18n={i18n}>
        <CartPage countryID="DE" onContinue={() => {}} />
      </I18nProvider>
    </QueryClientProvider>,
  )
}

beforeAll(() => activateLanguage('en'))
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('a cart holding a part that left the catalogue', () => {
  it('marks the line, blocks the order with the reason beside the button, and removes such lines in one click', async () => {
    setAcceptPolicy(true)
    const deleted: unknown[] = []
    let items = [line(1, '1.10234', true), line(2, '4.10000', false)]
    // The shop: getQuote answers the cart as it is, delete takes the lines out.
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      if (url.endsWith('/checkout/cart/delete')) {
        deleted.push(JSON.parse(String(init.body)))
        items = items.filter((item) => item.available)
      }
      return Response.json(quote(items))
    })
    renderCart(items)
    const rows = screen.getAllByTestId('cart-line')
    expect(rows[1]?.textContent).toContain('No longer available')
    expect(rows[0]?.textContent).not.toContain('No longer available')
    const next = screen.getByRole('button', { name: 'Continue to addresses' })
    expect(next).toHaveProperty('disabled', true)
    const reason = document.getElementById(next.getAttribute('aria-describedby') ?? '')
    expect(reason?.textContent).toBe('1 part in the cart is no longer available from us. Remove it to continue.')

    const remove = screen.getByRole('button', { name: 'Remove unavailable parts' })
    // Wait out the cart's own refetch on opening: while the cart loads, its buttons rest.
    await waitFor(() => expect(remove).toHaveProperty('disabled', false))
    fireEvent.click(remove)
    await waitFor(() => expect(screen.queryByTestId('cart-unavailable')).toBeNull())
    expect(deleted).toMatchObject([{ item_ids: [2] }])
    expect(screen.getByRole('button', { name: 'Continue to addresses' })).toHaveProperty('disabled', false)
  })

  it('shows no notice and lets the order go on when every part is available', () => {
    setAcceptPolicy(true)
    vi.stubGlobal('fetch', async () => Response.json(quote([line(1, '1.10234', true)])))
    renderCart([line(1, '1.10234', true)])
    expect(screen.queryByTestId('cart-unavailable')).toBeNull()
    expect(screen.getByRole('button', { name: 'Continue to addresses' })).toHaveProperty('disabled', false)
  })
})

import { I18nProvider } from '@lingui/react'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { NoticeEntry } from '../../../shared/contracts/customer-lists'
import { activateLanguage, i18n } from '../../../shared/lib/i18n'
import { NoticeListPage } from './notice-list-page'

const entry = (id: string, sku: string, available: boolean): NoticeEntry => ({
  id,
  sku,
  vendorId: '2000',
  name: sku,
  // Without a slug the row renders no product link, so no router is needed here.
  slug: '',
  qty: 1,
  note: '',
  addedAt: '2026-11-01T08:00:00.000Z',
  stock: available ? 5 : 0,
  price: null,
  backInStock: false,
  priceChangedFrom: null,
  available,
})

beforeAll(() => activateLanguage('en'))
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('the notice list with a part that left the catalogue', () => {
  it('marks it, offers no move to the cart for it, and moves only the available parts', async () => {
    const sent: unknown[] = []
    const entries = [entry('n1', '1.10234', true), entry('n2', '4.10000', false)]
    vi.stubGlobal('fetch', async (url: string, init?: RequestInit) => {
      if (url.startsWith('/api/noticelist/to-cart')) {
        sent.push(JSON.parse(String(init?.body)))
        return Response.json({ code: 'MOVED', moved: 1, itemCount: 1, unavailable: [] })
      }
      return Response.json({ entries })
    })
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    render(
      <QueryClientProvider client={client}>
        <I18nProvider i18n={i18n}>
          <NoticeListPage customerId="c1" canFillBasket onCartChanged={() => {}} onDone={() => {}} />
        </I18nProvider>
      </QueryClientProvider>,
    )
    const rows = await screen.findAllByTestId('notice-entry')
    expect(rows[1]?.textContent).toContain('No longer available')
    expect(rows[1]?.textContent).toContain('no longer in our catalogue')
    expect(screen.queryByRole('button', { name: 'Move 4.10000 to the cart' })).toBeNull()
    expect(screen.getByRole('button', { name: 'Move 1.10234 to the cart' })).toBeTruthy()

    fireEvent.click(screen.getByRole('button', { name: 'Move the 1 available part to the cart' }))
    await waitFor(() => expect(sent).toEqual([{ ids: ['n1'] }]))
  })
})

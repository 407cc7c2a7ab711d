import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { backordersQuery } from './get-backorders'
import { documentsQuery } from './get-documents'
import { orderQuery } from './get-order'
import { ordersQuery } from './get-orders'

const page = { items: [], pagination: { page: 1, pageSize: 5, total: 0 } }

afterEach(() => vi.unstubAllGlobals())

describe('information-centre queries', () => {
  // The app keeps other answers fresh for a minute (src/app/query-client.ts); an invoice the ERP just
  // sent must show the next time the page opens, so these ask again on every use.
  it.each([
    ['documents', documentsQuery('D1', { type: 'invoice', page: 1, pageSize: 5 })],
    ['orders', ordersQuery('D1', { page: 1, pageSize: 5 })],
    ['backorders', backordersQuery('D1', { page: 1, pageSize: 5 }, 'de')],
    ['order', orderQuery('D1', 'A26-000001', 'de')],
  ])('%s: a second use within the app-wide stale time asks the server again', async (_, options) => {
    const fetch = vi.fn(async () => new Response(JSON.stringify(page), { headers: { 'content-type': 'application/json' } }))
    vi.stubGlobal('fetch', fetch)
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: false } } })
    await client.fetchQuery(options as Parameters<typeof client.fetchQuery>[0])
    await client.fetchQuery(options as Parameters<typeof client.fetchQuery>[0])
    expect(fetch).toHaveBeenCalledTimes(2)
  })
})

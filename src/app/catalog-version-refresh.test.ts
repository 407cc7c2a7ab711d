import { QueryClient } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { CATALOG_VERSION_HEADER } from '../shared/contracts/catalog-version'
import { apiGet } from '../shared/lib/api-client'
import { resetCatalogVersion } from '../shared/lib/catalog-version'
import { wireCatalogVersionRefresh } from './catalog-version-refresh'

const OLD = '2026-11-26T06:00:00.000Z'
const NEW = '2026-11-26T07:00:00.000Z'

let client: QueryClient
let unwire: () => void
const postMessage = vi.fn()

function answerWithVersion(version: string) {
  vi.stubGlobal(
    'fetch',
    async () =>
      new Response('{}', { status: 200, headers: { 'content-type': 'application/json', [CATALOG_VERSION_HEADER]: version } }),
  )
}

beforeEach(() => {
  resetCatalogVersion(OLD)
  client = new QueryClient()
  for (const key of [
    ['cart', 'quote', 'de', 'DE'],
    ['product', 'de', 'DE', 'brake-disc'],
    ['infocenter', 'c1', 'services', 'favourites', 'de'],
    ['meta'],
    ['global-alerts', 'de'],
  ]) {
    client.setQueryData(key, { seen: true })
  }
  unwire = wireCatalogVersionRefresh(client, { controller: { postMessage } } as unknown as ServiceWorkerContainer)
})
afterEach(() => {
  unwire()
  vi.unstubAllGlobals()
  postMessage.mockReset()
})

const stale = (key: unknown[]) => client.getQueryState(key)?.isInvalidated

describe('a newer catalogue version on an API answer', () => {
  it('makes cart, product and favourites queries stale, not the shop meta or banners, and tells the service worker', async () => {
    answerWithVersion(NEW)
    await apiGet('/global-alerts')
    expect(stale(['cart', 'quote', 'de', 'DE'])).toBe(true)
    expect(stale(['product', 'de', 'DE', 'brake-disc'])).toBe(true)
    expect(stale(['infocenter', 'c1', 'services', 'favourites', 'de'])).toBe(true)
    expect(stale(['meta'])).toBe(false)
    expect(stale(['global-alerts', 'de'])).toBe(false)
    expect(postMessage).toHaveBeenCalledWith({ type: 'catalog-version', version: NEW })
  })

  it('does nothing for the same or an older version (a cached answer)', async () => {
    answerWithVersion(OLD)
    await apiGet('/search/products')
    answerWithVersion('2026-11-25T00:00:00.000Z')
    await apiGet('/search/products')
    expect(stale(['cart', 'quote', 'de', 'DE'])).toBe(false)
    expect(postMessage).not.toHaveBeenCalled()
  })

  it('acts once per new version', async () => {
    answerWithVersion(NEW)
    await apiGet('/meta')
    await apiGet('/meta')
    expect(postMessage).toHaveBeenCalledTimes(1)
  })
})

import { describe, expect, it, vi } from 'vitest'
import { CATALOG_VERSION_HEADER } from '../src/shared/contracts/catalog-version'
import { catalogVersionPlugin, createCatalogVersionKeeper } from './catalog-version'
import type { KeyValue } from './sync/key-value'

const OLD = '2026-11-26T06:00:00.000Z'
const NEW = '2026-11-26T07:00:00.000Z'

function memoryStore(initial: Record<string, unknown> = {}): KeyValue {
  const map = new Map(Object.entries(initial))
  return { get: async <T>(key: string) => map.get(key) as T | undefined, set: async (key, value) => void map.set(key, value) }
}

const answer = (version: string) => new Response('{}', { headers: { [CATALOG_VERSION_HEADER]: version } })
const param = (response: Response) => ({ response, request: new Request('https://shop.example/api/search/products') }) as never

describe('the worker and the catalogue version', () => {
  it('drops the kept catalogue answers once when a newer version arrives, and remembers it across restarts', async () => {
    const store = memoryStore({ 'catalog-version': OLD })
    const purge = vi.fn(async () => {})
    const plugin = catalogVersionPlugin(createCatalogVersionKeeper({ store, purge }))
    await plugin.fetchDidSucceed?.(param(answer(OLD)))
    expect(purge).not.toHaveBeenCalled()
    await Promise.all([plugin.fetchDidSucceed?.(param(answer(NEW))), plugin.fetchDidSucceed?.(param(answer(NEW)))])
    expect(purge).toHaveBeenCalledTimes(1)
    const restarted = createCatalogVersionKeeper({ store, purge })
    expect(await restarted.note(NEW)).toBe(false)
  })

  it('does not keep an answer of an older catalogue, but keeps a current one', async () => {
    const keeper = createCatalogVersionKeeper({ store: memoryStore({ 'catalog-version': NEW }), purge: async () => {} })
    const plugin = catalogVersionPlugin(keeper)
    expect(await plugin.cacheWillUpdate?.(param(answer(OLD)))).toBeNull()
    const current = answer(NEW)
    expect(await plugin.cacheWillUpdate?.(param(current))).toBe(current)
  })

  it('takes a newer version a page reports, as from an answer', async () => {
    const purge = vi.fn(async () => {})
    const keeper = createCatalogVersionKeeper({ store: memoryStore({ 'catalog-version': OLD }), purge })
    expect(await keeper.note(NEW)).toBe(true)
    expect(await keeper.note(OLD)).toBe(false)
    expect(purge).toHaveBeenCalledTimes(1)
  })
})

import { describe, expect, it } from 'vitest'
import { isBuildManifest, keepBuildManifest } from './build-manifest-cache'

function memoryCache() {
  const kept = new Map<string, string>()
  return {
    kept,
    put: async (request: RequestInfo | URL, response: Response) => void kept.set(String(request), await response.text()),
  }
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status })

describe('the worker keeps the build manifest (DESIGN.md card)', () => {
  it('keeps the deployed pointer and that build’s meta file, so an offline start knows its build', async () => {
    const cache = memoryCache()
    const server: Record<string, Response> = {
      '/builds/latest.json': json({ id: 'b42' }),
      '/builds/meta/b42.json': json({ id: 'b42', time: '2026-11-26T09:00:00Z', version: '7.3.1' }),
    }
    const id = await keepBuildManifest({ cache, fetch: async (url) => server[url] ?? json(null, 404) })
    expect(id).toBe('b42')
    expect(JSON.parse(cache.kept.get('/builds/latest.json') ?? 'null')).toEqual({ id: 'b42' })
    expect(JSON.parse(cache.kept.get('/builds/meta/b42.json') ?? 'null')).toMatchObject({ version: '7.3.1' })
  })

  it('keeps the copy it has when the network fails or answers with an error', async () => {
    const cache = memoryCache()
    cache.kept.set('/builds/latest.json', '{"id":"b41"}')
    expect(await keepBuildManifest({ cache, fetch: async () => Promise.reject(new TypeError('offline')) })).toBeNull()
    expect(await keepBuildManifest({ cache, fetch: async () => json({ code: 'DOWN' }, 503) })).toBeNull()
    expect(cache.kept.get('/builds/latest.json')).toBe('{"id":"b41"}')
  })

  it('routes only the pointer and meta files through the kept copy', () => {
    const at = (path: string) => isBuildManifest(new URL(path, 'https://shop.example'))
    expect(at('/builds/latest.json')).toBe(true)
    expect(at('/builds/meta/b42.json')).toBe(true)
    expect(at('/builds/meta/a/b.json')).toBe(false)
    expect(at('/api/meta')).toBe(false)
  })
})

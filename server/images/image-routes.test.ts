import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp } from '../test/build-test-app'

let ctx: Awaited<ReturnType<typeof buildTestApp>>
beforeAll(async () => {
  ctx = await buildTestApp({}, { demoParts: 10 })
})
afterAll(() => ctx.close())

describe('GET /images/{name}/{width}.{format}', () => {
  it('renders a part pictogram at the asked width and format, cacheable for a year', async () => {
    const webp = await ctx.app.inject({ url: '/images/brake-disc/256.webp' })
    expect(webp.statusCode).toBe(200)
    expect(webp.headers['content-type']).toBe('image/webp')
    expect(webp.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(await sharp(webp.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 256, height: 192 })
    const png = await ctx.app.inject({ url: '/images/air-dryer-cartridge/75.png' })
    expect(await sharp(png.rawPayload).metadata()).toMatchObject({ format: 'png', width: 75 })
    // The second request is served from the disk cache, byte for byte the same.
    expect((await ctx.app.inject({ url: '/images/brake-disc/256.webp' })).rawPayload.equals(webp.rawPayload)).toBe(true)
  })

  it('answers 404 JSON, never the SPA, for unknown names, widths or formats', async () => {
    for (const url of [
      '/images/flux-capacitor/256.webp',
      '/images/brake-disc/300.webp',
      '/images/brake-disc/256.gif',
      '/images/brake-disc.webp',
    ]) {
      const response = await ctx.app.inject({ url })
      expect(response.statusCode, url).toBe(404)
      expect(response.headers['content-type'], url).toContain('application/json')
    }
  })
})

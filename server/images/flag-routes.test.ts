import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp } from '../test/build-test-app'

let ctx: Awaited<ReturnType<typeof buildTestApp>>
beforeAll(async () => {
  ctx = await buildTestApp()
})
afterAll(() => ctx.close())

describe('country flags', () => {
  it('serves a country’s flag as an SVG file from the bundled flag set', async () => {
    const response = await ctx.app.inject({ url: '/flags/de.svg' })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toContain('image/svg+xml')
    expect(response.body).toContain('<svg')
    expect(response.headers['cache-control']).toContain('max-age=')
  })

  it('answers anything else with a JSON 404, never the SPA or another file', async () => {
    for (const url of ['/flags/DE.svg', '/flags/..%2fpackage.json', '/flags/de.png', '/flags/deu.svg', '/flags/qq.svg']) {
      const response = await ctx.app.inject({ url })
      expect(response.statusCode, url).toBe(404)
      expect(response.headers['content-type'], url).toContain('application/json')
    }
  })
})

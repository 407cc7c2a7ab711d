import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp } from '../test/build-test-app'

let ctx: Awaited<ReturnType<typeof buildTestApp>>
let port: number
beforeAll(async () => {
  ctx = await buildTestApp()
  await ctx.app.listen({ port: 0, host: '127.0.0.1' })
  port = (ctx.app.server.address() as AddressInfo).port
})
afterAll(() => ctx.close())

/** Over a real socket: inject would resolve `/\host` as a URL before the server saw it, as a browser does. */
function get(rawPath: string): Promise<{ statusCode: number; location: string | undefined }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path: rawPath }, (response) => {
        response.resume()
        resolve({ statusCode: response.statusCode ?? 0, location: response.headers.location })
      })
      .on('error', reject)
  })
}

const PROBE = 'http://shop.invalid'

describe('trailing-slash redirect stays on the site', () => {
  it.each(['//evil.example/', '/\\evil.example/', '///evil.example/', '/\\/evil.example/', '//evil.example/path/?x=1'])(
    '%s redirects to a path of this site',
    async (url) => {
      const response = await get(url)
      expect(response.statusCode).toBe(301)
      const location = String(response.location)
      expect(new URL(location, PROBE).origin).toBe(PROBE)
    },
  )

  it('an ordinary page keeps its path and query', async () => {
    const response = await get('/en/geoselection/?x=1')
    expect(response.location).toBe('/en/geoselection?x=1')
  })
})

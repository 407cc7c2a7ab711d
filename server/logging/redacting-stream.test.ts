import { Writable } from 'node:stream'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp } from '../test/build-test-app'

const TOKEN = 'q1Zt-7_xYk0Ae3mWn9Pr4sTu6vWx8yZa1Bc2De3Fg4H'
const lines: string[] = []
const logStream = new Writable({
  write(chunk, _encoding, done) {
    lines.push(String(chunk))
    done()
  },
})

let ctx: Awaited<ReturnType<typeof buildTestApp>>
beforeAll(async () => {
  ctx = await buildTestApp({ LOG_LEVEL: 'info', LOG_FORMAT: 'json' }, { logStream })
})
afterAll(() => ctx.close())

describe('the request log', () => {
  it('names the reset and share pages it served, never their tokens', async () => {
    const urls = [
      `/password-reset/${TOKEN}`,
      `/en/password-reset/${TOKEN}`,
      `/api/password/reset/${TOKEN}`,
      `/api/shared-favourites/${TOKEN}?languageID=de`,
      `/infocenter/sharedFavourites?list=${TOKEN}`,
    ]
    lines.length = 0
    for (const url of urls) await ctx.app.inject({ method: 'GET', url })
    const log = lines.join('')
    expect(log).not.toContain(TOKEN)
    const logged = lines.map((line) => JSON.parse(line)).flatMap((entry) => (entry.req?.url ? [entry.req.url] : []))
    expect(logged).toEqual([
      '/password-reset/:token',
      '/en/password-reset/:token',
      '/api/password/reset/:token',
      '/api/shared-favourites/:token?languageID=de',
      '/infocenter/sharedFavourites?list=:token',
    ])
  })
})

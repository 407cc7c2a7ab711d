import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO, loginCookie } from '../test/auth-helpers'
import { buildTestApp } from '../test/build-test-app'

let ctx: Awaited<ReturnType<typeof buildTestApp>>
beforeAll(async () => {
  ctx = await buildTestApp({ RATE_LIMIT_PER_MINUTE: '5' })
})
afterAll(() => ctx.close())

const savedCarts = (cookie: string) => ctx.app.inject({ method: 'GET', url: '/api/saved-carts', headers: { cookie } })

describe('per-customer rate limit on logged-in routes', () => {
  it('answers 429 RATE_LIMITED with Retry-After past the budget; another customer is not affected', async () => {
    const werkstatt = await loginCookie(ctx.app, DEMO.werkstatt)
    const flotte = await loginCookie(ctx.app, DEMO.flotte)
    const answers = []
    for (let i = 0; i < 6; i++) answers.push(await savedCarts(werkstatt))
    expect(answers.slice(0, 5).map((response) => response.statusCode)).toEqual([200, 200, 200, 200, 200])
    const refused = answers[5]
    expect(refused?.statusCode).toBe(429)
    expect(refused?.json().code).toBe('RATE_LIMITED')
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0)
    expect((await savedCarts(flotte)).statusCode).toBe(200)
  })
})

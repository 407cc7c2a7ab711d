import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO, loginCookie } from '../test/auth-helpers'
import { buildTestApp } from '../test/build-test-app'
import { budgetPerMinute } from './rate-budgets'

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
    // Counted per route, on SQLite and PostgreSQL alike: the customer's other calls still go through.
    const documents = await ctx.app.inject({ method: 'GET', url: '/api/documents?page=1', headers: { cookie: werkstatt } })
    expect(documents.statusCode).toBe(200)
  })
})

describe('smaller budgets for expensive calls', () => {
  const get = (url: string, cookie: string) => ctx.app.inject({ method: 'GET', url, headers: { cookie } })

  it('refuses a second export within the minute (budget 10 at 600, here 1), each export route on its own', async () => {
    const einkauf = await loginCookie(ctx.app, DEMO.einkauf)
    expect(budgetPerMinute('list-export', 5)).toBe(1)
    expect((await get('/api/documents/export?format=csv', einkauf)).statusCode).toBe(200)
    const refused = await get('/api/documents/export?format=csv', einkauf)
    expect(refused.statusCode).toBe(429)
    expect(refused.json().code).toBe('RATE_LIMITED')
    expect((await get('/api/orders/export?format=csv', einkauf)).statusCode).toBe(200)
    expect((await get('/api/documents?page=1', einkauf)).statusCode).toBe(200)
  })

  it('scales every budget with RATE_LIMIT_PER_MINUTE', () => {
    expect(budgetPerMinute(undefined, 600)).toBe(600)
    expect(budgetPerMinute('document-file', 600)).toBe(120)
    expect(budgetPerMinute('document-file', 1200)).toBe(240)
    expect(budgetPerMinute('quick-order-check', 600)).toBe(30)
  })
})

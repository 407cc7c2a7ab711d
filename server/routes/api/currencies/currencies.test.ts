import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildCartTestApp, type CartTestApp } from '../../../checkout/cart-test-kit'

let t: CartTestApp
beforeAll(async () => {
  t = await buildCartTestApp(50)
})
afterAll(() => t.close())

const read = (cookie = t.cookies.werkstatt) =>
  t.app.inject({ method: 'GET', url: '/api/currencies', headers: { cookie } }).then((response) => response.json())
const choose = (alternativeCurrency: string | null, cookie = t.cookies.werkstatt) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/currencies/alternative',
    payload: { alternativeCurrency },
    headers: { cookie, 'sec-fetch-site': 'same-origin', origin: 'http://localhost', 'idempotency-key': crypto.randomUUID() },
  })

describe('currencies', () => {
  it('lists the binding currency and the rates with their date', async () => {
    const answer = await read()
    expect(answer).toMatchObject({ currency: 'EUR', alternativeCurrency: null })
    expect(answer.rates).toContainEqual({ code: 'CHF', rate: 0.95, date: '2026-11-02' })
    expect(answer.rates.map((rate: { code: string }) => rate.code)).not.toContain('EUR')
  })

  it('keeps the chosen alternative currency per customer, and clears it', async () => {
    expect((await choose('chf')).json()).toMatchObject({ currency: 'EUR', alternativeCurrency: 'CHF' })
    expect((await read()).alternativeCurrency).toBe('CHF')
    expect((await read(t.cookies.flotte)).alternativeCurrency).toBeNull()
    expect((await choose(null)).json().alternativeCurrency).toBeNull()
  })

  it('refuses a currency without a rate or the binding one itself', async () => {
    expect((await choose('XYZ')).json()).toMatchObject({ statusCode: 400, code: 'CURRENCY_UNKNOWN' })
    expect((await choose('EUR')).json().code).toBe('CURRENCY_UNKNOWN')
    expect((await choose('EURO')).json().code).toBe('VALIDATION_FAILED')
    expect((await t.app.inject({ method: 'GET', url: '/api/currencies' })).statusCode).toBe(401)
  })
})

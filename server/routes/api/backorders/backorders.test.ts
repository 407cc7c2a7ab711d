import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildInfocenterTestApp, type InfocenterTestApp } from '../../../test/infocenter-test-kit'

let t: InfocenterTestApp
beforeAll(async () => {
  t = await buildInfocenterTestApp()
})
afterAll(() => t.close())

describe('GET /api/backorders', () => {
  it('lists open backordered lines, soonest expected first, found by article or order number', async () => {
    const body = (await t.get('/api/backorders?pageSize=100')).json()
    expect(body.pagination.total).toBeGreaterThan(0)
    const expected = body.items.map((item: { expectedDate: string }) => item.expectedDate)
    expect(expected).toEqual([...expected].sort())
    const first = body.items[0]
    expect(first.orderNumber).toMatch(/^B\d{2}-\d{6}$/)
    expect(first.linkedOrderNumber).toBe(`A${first.orderNumber.slice(1)}`)
    for (const q of [first.sku, first.orderNumber]) {
      const found = (await t.get(`/api/backorders?q=${encodeURIComponent(q)}`)).json()
      expect(
        found.items.map((item: { orderNumber: string }) => item.orderNumber),
        `q=${q}`,
      ).toContain(first.orderNumber)
    }
    expect((await t.get(`/api/backorders?q=${first.orderNumber}`, 'flotte')).json().pagination.total).toBe(0)
    expect((await t.get('/api/backorders?pageSize=500')).statusCode).toBe(400)
  })
  it('answers 403 FEATURE_NOT_ALLOWED without order and 401 without a session', async () => {
    await t.setFeature('flotte', 'feature_order', false)
    try {
      expect((await t.get('/api/backorders', 'flotte')).json().code).toBe('FEATURE_NOT_ALLOWED')
    } finally {
      await t.setFeature('flotte', 'feature_order', true)
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/backorders' })).statusCode).toBe(401)
  })
})

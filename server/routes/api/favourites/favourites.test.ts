import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildServicesTestApp, type ServicesTestApp } from '../../../test/services-test-kit'

let t: ServicesTestApp
beforeAll(async () => {
  t = await buildServicesTestApp()
})
afterAll(() => t.close())

const list = async (who: 'werkstatt' | 'einkauf' | 'flotte' = 'werkstatt') =>
  (await t.get('/api/favourites?languageID=en', who)).json()
const tokenOf = async (who: 'werkstatt' | 'einkauf' | 'flotte') => (await list(who)).share?.token as string

describe('favourites', () => {
  it('adds a part by its number, sets the quantity of one already listed, and removes it', async () => {
    const part = await t.someSku(3)
    expect((await t.post('/api/favourites/add', { term: part.sku, qty: 2 })).statusCode).toBe(200)
    expect((await t.post('/api/favourites/add', { term: part.sku, qty: 5 })).statusCode).toBe(200)
    const items = (await list()).items.filter((item: { sku: string }) => item.sku === part.sku)
    expect(items).toHaveLength(1)
    expect(items[0]).toMatchObject({ vendorId: part.vendor_id, qty: 5 })
    expect(items[0].name).not.toBe('')
    expect(items[0].price.value).toBeGreaterThan(0)
    expect((await t.post('/api/favourites/remove', { vendorId: part.vendor_id, sku: part.sku })).statusCode).toBe(200)
    expect((await list()).items.some((item: { sku: string }) => item.sku === part.sku)).toBe(false)
  })

  it('refuses an unknown part number, a bad quantity, removing what is not listed, and a change without Idempotency-Key', async () => {
    const unknown = await t.post('/api/favourites/add', { term: 'ZZ-NOPE-0000', qty: 1 })
    expect(unknown.statusCode).toBe(422)
    expect(unknown.json().code).toBe('PART_NOT_FOUND')
    expect((await t.post('/api/favourites/add', { term: 'x', qty: 0 })).json().code).toBe('VALIDATION_FAILED')
    expect((await t.post('/api/favourites/remove', { vendorId: 'X', sku: 'nope' })).json().code).toBe('FAVOURITE_NOT_FOUND')
    const noKey = await t.app.inject({
      method: 'POST',
      url: '/api/favourites/share',
      payload: {},
      headers: { cookie: t.cookies.werkstatt, 'sec-fetch-site': 'same-origin', origin: 'http://localhost' },
    })
    expect(noKey.json().code).toBe('IDEMPOTENCY_KEY_REQUIRED')
  })

  it('publishes the list under a link anyone can open, prices only for a logged-in caller allowed to see them', async () => {
    const part = await t.someSku(5)
    await t.post('/api/favourites/add', { term: part.sku, qty: 4 })
    await t.post('/api/favourites/share')
    const token = await tokenOf('werkstatt')
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)

    const anonymous = await t.app.inject({ method: 'GET', url: `/api/shared-favourites/${token}?languageID=de` })
    expect(anonymous.statusCode).toBe(200)
    expect(anonymous.json().owner).not.toBe('')
    const shared = anonymous.json().items.find((item: { sku: string }) => item.sku === part.sku)
    expect(shared).toMatchObject({ qty: 4, price: null })
    // einkauf has no price permission; flotte has, and sees its own prices.
    const einkauf = (await t.get(`/api/shared-favourites/${token}`, 'einkauf')).json()
    expect(einkauf.items.every((item: { price: unknown }) => item.price === null)).toBe(true)
    const flotte = (await t.get(`/api/shared-favourites/${token}`, 'flotte')).json()
    expect(flotte.items.find((item: { sku: string }) => item.sku === part.sku).price.value).toBeGreaterThan(0)
  })

  it('a new link replaces the old one; withdrawing stops the link at once', async () => {
    await t.post('/api/favourites/share')
    const first = await tokenOf('werkstatt')
    await t.post('/api/favourites/share')
    const second = await tokenOf('werkstatt')
    expect(second).not.toBe(first)
    expect((await t.app.inject({ method: 'GET', url: `/api/shared-favourites/${first}` })).json().code).toBe('SHARE_LINK_INVALID')
    expect((await t.app.inject({ method: 'GET', url: `/api/shared-favourites/${second}` })).statusCode).toBe(200)
    await t.post('/api/favourites/unshare')
    expect(await tokenOf('werkstatt')).toBeUndefined()
    expect((await t.app.inject({ method: 'GET', url: `/api/shared-favourites/${second}` })).statusCode).toBe(404)
    expect((await t.app.inject({ method: 'GET', url: '/api/shared-favourites/short' })).statusCode).toBe(400)
  })

  it("keeps each customer's list and link to itself", async () => {
    const part = await t.someSku(7)
    await t.post('/api/favourites/add', { term: part.sku, qty: 1 }, 'flotte')
    expect((await list('werkstatt')).items.some((item: { sku: string }) => item.sku === part.sku)).toBe(false)
    expect((await list('flotte')).items.some((item: { sku: string }) => item.sku === part.sku)).toBe(true)
    // Another customer's part is "not on the list" for this one, and withdrawing touches only one's own link.
    expect((await t.post('/api/favourites/remove', { vendorId: part.vendor_id, sku: part.sku })).statusCode).toBe(404)
    await t.post('/api/favourites/share', {}, 'flotte')
    const flotteToken = await tokenOf('flotte')
    await t.post('/api/favourites/unshare', {}, 'werkstatt')
    expect((await t.app.inject({ method: 'GET', url: `/api/shared-favourites/${flotteToken}` })).statusCode).toBe(200)
  })
})

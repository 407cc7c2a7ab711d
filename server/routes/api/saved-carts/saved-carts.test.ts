import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildCartTestApp, type CartTestApp } from '../../../checkout/cart-test-kit'

let t: CartTestApp
beforeAll(async () => {
  t = await buildCartTestApp()
})
afterAll(() => t.close())

const list = (cookie = t.cookies.werkstatt) =>
  t.app.inject({ method: 'GET', url: '/api/saved-carts', headers: { cookie } }).then((response) => response.json().carts)

describe('saved carts', () => {
  it('saves the cart under a name, lists it, restores it into the cart and deletes it', async () => {
    const skus = await t.partSkus('inStock', 2)
    await t.post('/api/checkout/cart/add', {
      items: [
        { sku: skus[0], qty: 3 },
        { sku: skus[1], qty: 1 },
      ],
    })
    const saved = await t.post('/api/saved-carts/save', { name: 'Bremsen Achse 2' })
    expect(saved.statusCode).toBe(200)
    expect(saved.json()).toMatchObject({ name: 'Bremsen Achse 2', items: [{ qty: 3 }, { qty: 1 }] })
    const id = saved.json().id
    expect((await list()).map((cart: { id: number }) => cart.id)).toEqual([id])
    expect(await list(t.cookies.flotte)).toEqual([])

    // Restoring into a cart that still holds one of the parts: that line comes back as missing.
    const [first] = (await t.quote()).items
    await t.post('/api/checkout/cart/delete', { item_ids: [first.item_id], languageID: 'de', countryID: 'DE' })
    const restored = await t.post('/api/saved-carts/restore', { id, languageID: 'de' })
    expect(restored.statusCode).toBe(200)
    expect(restored.json()).toMatchObject({ data: { code: 'REFILLED' }, missing: [{ sku: skus[1], reason: 'ALREADY_IN_CART' }] })
    expect((await t.quote()).items.map((item: { qty: number }) => item.qty).sort()).toEqual([1, 3])

    expect((await t.post('/api/saved-carts/delete', { id }, { cookie: t.cookies.flotte })).statusCode).toBe(404)
    expect((await t.post('/api/saved-carts/restore', { id, languageID: 'fr' }, { cookie: t.cookies.flotte })).statusCode).toBe(
      404,
    )
    expect((await t.post('/api/saved-carts/delete', { id })).statusCode).toBe(200)
    expect(await list()).toEqual([])
  })

  it('refuses to save an empty cart or a nameless one', async () => {
    expect((await t.post('/api/saved-carts/save', { name: 'leer' }, { cookie: t.cookies.flotte })).json().code).toBe('CART_EMPTY')
    expect((await t.post('/api/saved-carts/save', { name: '  ' })).statusCode).toBe(400)
  })
})

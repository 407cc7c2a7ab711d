import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildCartTestApp, type CartTestApp, placeOrderBody } from '../../../checkout/cart-test-kit'

let t: CartTestApp
beforeAll(async () => {
  t = await buildCartTestApp()
})
afterAll(() => t.close())

const book = (cookie = t.cookies.werkstatt) =>
  t.app.inject({ method: 'GET', url: '/api/addresses', headers: { cookie } }).then((response) => response.json())
const send = (method: 'PUT' | 'DELETE' | 'POST', url: string, payload?: object, cookie = t.cookies.werkstatt) =>
  t.app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: { cookie, 'sec-fetch-site': 'same-origin', origin: 'http://localhost', 'idempotency-key': crypto.randomUUID() },
  })
const yard = { name: 'Werkstatt Brenner, Halle 3', street: 'Am Speicher 5', postalCode: '28217', city: 'Bremen', country: 'de' }

describe('addresses', () => {
  it('shows the billing address from the customer record, read-only', async () => {
    expect((await book()).billing).toEqual({
      name: 'Nutzfahrzeug-Werkstatt Brenner GmbH',
      street: 'Hafenstraße 12',
      postalCode: '28217',
      city: 'Bremen',
      country: 'DE',
    })
  })

  it('adds, edits, makes default and deletes a delivery address; the checkout offers it', async () => {
    const added = await t.post('/api/addresses', yard)
    expect(added.statusCode).toBe(200)
    const { id } = added.json()
    expect(added.json()).toMatchObject({ country: 'DE', isDefault: false })
    const second = (
      await t.post('/api/addresses', {
        ...yard,
        name: 'Lager Wien',
        postalCode: '1100',
        city: 'Wien',
        country: 'AT',
        isDefault: true,
      })
    ).json()
    expect((await book()).delivery.map((a: { id: string }) => a.id)).toEqual([second.id, id])

    expect((await send('POST', `/api/addresses/${id}/default`)).statusCode).toBe(200)
    const afterDefault = (await book()).delivery
    expect(afterDefault.map((a: { id: string; isDefault: boolean }) => [a.id, a.isDefault])).toEqual([
      [id, true],
      [second.id, false],
    ])

    const edited = await send('PUT', `/api/addresses/${id}`, { ...yard, street: 'Am Speicher 7', isDefault: true })
    expect(edited.json()).toMatchObject({ street: 'Am Speicher 7' })

    const options = await t.app.inject({
      method: 'GET',
      url: '/api/checkout/options?languageID=de&countryID=DE',
      headers: { cookie: t.cookies.werkstatt },
    })
    expect(options.json().addresses.shipping[0]).toEqual({ id, ...yard, street: 'Am Speicher 7', country: 'DE' })

    expect((await send('DELETE', `/api/addresses/${second.id}`)).json()).toEqual({ code: 'DELETED' })
    expect((await book()).delivery).toHaveLength(1)
  })

  it("carries the saved default's id in the checkout options, null without one, never another customer's", async () => {
    const checkoutAddresses = async (cookie = t.cookies.werkstatt) =>
      (await t.app.inject({ method: 'GET', url: '/api/checkout/options?languageID=de&countryID=DE', headers: { cookie } })).json()
        .addresses
    for (const address of (await book()).delivery) await send('DELETE', `/api/addresses/${address.id}`)
    const plain = (await t.post('/api/addresses', yard)).json()
    expect((await checkoutAddresses()).defaultShippingId).toBeNull()
    const preferred = (await t.post('/api/addresses', { ...yard, name: 'Lager Ost', isDefault: true })).json()
    const offered = await checkoutAddresses()
    expect(offered.defaultShippingId).toBe(preferred.id)
    expect(offered.shipping.map((a: { id: string }) => a.id)).toContain(plain.id)
    expect((await checkoutAddresses(t.cookies.flotte)).defaultShippingId).toBeNull()
    await send('DELETE', `/api/addresses/${preferred.id}`)
    await send('DELETE', `/api/addresses/${plain.id}`)
  })

  it('checks the postcode against the country and the required fields', async () => {
    const badPostcode = await t.post('/api/addresses', { ...yard, postalCode: '2821' })
    expect([badPostcode.statusCode, badPostcode.json().code]).toEqual([400, 'BAD_POSTCODE'])
    expect((await t.post('/api/addresses', { ...yard, country: 'NL', postalCode: '1012 AB' })).statusCode).toBe(200)
    expect((await t.post('/api/addresses', { ...yard, country: 'PT', postalCode: '1000001' })).json().code).toBe('BAD_POSTCODE')
    const noStreet = await t.post('/api/addresses', { ...yard, street: '  ' })
    expect([noStreet.statusCode, noStreet.json().code]).toEqual([400, 'VALIDATION_FAILED'])
    expect((await t.post('/api/addresses', { ...yard, country: 'Deutschland' })).statusCode).toBe(400)
  })

  it("never shows or changes another customer's addresses", async () => {
    const { id } = (await t.post('/api/addresses', yard)).json()
    expect((await book(t.cookies.flotte)).delivery).toEqual([])
    expect((await send('PUT', `/api/addresses/${id}`, yard, t.cookies.flotte)).statusCode).toBe(404)
    expect((await send('POST', `/api/addresses/${id}/default`, undefined, t.cookies.flotte)).json().code).toBe(
      'ADDRESS_NOT_FOUND',
    )
    expect((await send('DELETE', `/api/addresses/${id}`, undefined, t.cookies.flotte)).statusCode).toBe(404)
    // Nor can another customer ship an order to it.
    const [sku] = await t.partSkus('inStock', 1)
    await t.post('/api/checkout/cart/add', { items: [{ sku, qty: 1 }] }, { cookie: t.cookies.flotte })
    const quote = await t.quote(t.cookies.flotte)
    const order = await t.post(
      '/api/checkout/placeOrder',
      placeOrderBody(quote.basHash, { countryID: 'FR', shipping: { kind: 'saved', id } }),
      {
        cookie: t.cookies.flotte,
      },
    )
    expect(order.statusCode).toBe(404)
  })

  it('needs a login and an Idempotency-Key for changes', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/addresses' })).statusCode).toBe(401)
    expect((await t.post('/api/addresses', yard, { key: null })).statusCode).toBe(400)
  })
})

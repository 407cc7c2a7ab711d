import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO, loginCookie, SAME_ORIGIN } from '../../../test/auth-helpers'
import { buildTestApp } from '../../../test/build-test-app'
import { catalogSamples } from '../../../test/catalog-fixtures'

let ctx: Awaited<ReturnType<typeof buildTestApp>>
let samples: Awaited<ReturnType<typeof catalogSamples>>
beforeAll(async () => {
  ctx = await buildTestApp()
  samples = await catalogSamples(ctx.app)
})
afterAll(() => ctx.close())

const findVehicle = (value: string, name = 'IdentString') =>
  ctx.app.inject({ method: 'POST', url: '/api/vin/findVehicle', payload: { lang: 'de', formValues: [{ name, value }] } })

describe('POST /api/vin/findVehicle', () => {
  it('finds the vehicle with the VIN and decodes its maker from the truck WMI table', async () => {
    const { vin } = samples.vehicle
    const response = await findVehicle(vin)
    expect(response.statusCode).toBe(200)
    const [vehicle] = response.json().list
    expect(vehicle).toMatchObject({ vin, slug: samples.vehicle.slug, type: samples.vehicle.type, year: samples.vehicle.year })
    expect(vehicle.manufacturer.length).toBeGreaterThan(0)
    expect(vehicle.country).toMatch(/^[A-Z]{2}$/)
  })

  it('ignores case and spaces and cuts the input at 17 characters, like the input field', async () => {
    const { vin } = samples.vehicle
    for (const value of [vin.toLowerCase(), `${vin.slice(0, 8)} ${vin.slice(8)}`, `${vin}XYZ`]) {
      const response = await findVehicle(value)
      expect(
        response.json().list.map((v: { vin: string }) => v.vin),
        value,
      ).toEqual([vin])
    }
  })

  it('answers an empty list for a well-formed VIN of no known vehicle', async () => {
    const response = await findVehicle('WMA06XZZ8GM999999')
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ list: [] })
  })

  it('refuses VINs that are too short or hold letters a VIN never has', async () => {
    const short = await findVehicle('WMA06XZZ8GM71234')
    expect(short.statusCode).toBe(400)
    expect(short.json().code).toBe('VIN_LENGTH')
    const letters = await findVehicle('WMA06XZZ8GM7123O4')
    expect(letters.statusCode).toBe(400)
    expect(letters.json().code).toBe('VIN_INVALID')
    const wrongField = await findVehicle(samples.vehicle.vin, 'Other')
    expect(wrongField.statusCode).toBe(400)
    expect(wrongField.json().code).toBe('VALIDATION_FAILED')
  })
})

describe('GET /api/vin/vehicle', () => {
  it('lists the parts that fit the vehicle, paged', async () => {
    const { type, slug } = samples.vehicle
    const response = await ctx.app.inject({ url: '/api/vin/vehicle', query: { type, slug, languageID: 'en', countryID: 'DE' } })
    expect(response.statusCode).toBe(200)
    const body = response.json()
    expect(body.vehicle.vin).toBe(samples.vehicle.vin)
    expect(body.pagination.total).toBeGreaterThan(0)
    expect(body.products.length).toBe(Math.min(24, body.pagination.total))
    for (const product of body.products) expect(product.price).toBeNull()
  })

  it('answers 404 for an unknown vehicle', async () => {
    const response = await ctx.app.inject({
      url: '/api/vin/vehicle',
      query: { type: 'truck', slug: 'nope', languageID: 'en', countryID: 'DE' },
    })
    expect(response.statusCode).toBe(404)
    expect(response.json().code).toBe('VEHICLE_NOT_FOUND')
  })
})

describe('recent VINs', () => {
  it('are empty for anonymous callers, who cannot add any', async () => {
    expect((await ctx.app.inject({ url: '/api/search/getVinSuggestions' })).json()).toEqual([])
    const add = await ctx.app.inject({
      method: 'POST',
      url: '/api/search/addVinSuggestion',
      payload: { limit: 5, vinNumber: samples.vehicle.vin },
    })
    expect(add.statusCode).toBe(401)
    expect(add.json().code).toBe('LOGIN_REQUIRED')
  })

  it('keep a logged-in customer’s latest VINs, newest first, up to the limit', async () => {
    const cookie = await loginCookie(ctx.app, DEMO.werkstatt)
    const headers = { cookie, ...SAME_ORIGIN }
    const vins = ['WMA06XZZ8GM000001', 'YS2R4X20005399401', 'XLRTE47MS0E123456']
    let list: string[] = []
    for (const vinNumber of vins) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/search/addVinSuggestion',
        payload: { limit: 2, vinNumber },
        headers,
      })
      expect(response.statusCode).toBe(200)
      list = response.json()
      await new Promise((resolve) => setTimeout(resolve, 5))
    }
    expect(list).toEqual([vins[2], vins[1]])
    expect((await ctx.app.inject({ url: '/api/search/getVinSuggestions', headers })).json()).toEqual([vins[2], vins[1]])
    // Another customer sees none of them.
    const other = await loginCookie(ctx.app, DEMO.flotte)
    expect((await ctx.app.inject({ url: '/api/search/getVinSuggestions', headers: { cookie: other } })).json()).toEqual([])
  })

  it('refuses a VIN of the wrong length', async () => {
    const cookie = await loginCookie(ctx.app, DEMO.werkstatt)
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/search/addVinSuggestion',
      payload: { limit: 5, vinNumber: 'WMA06' },
      headers: { cookie, ...SAME_ORIGIN },
    })
    expect(response.statusCode).toBe(400)
  })
})

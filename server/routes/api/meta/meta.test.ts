import fs from 'node:fs'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { metaResponseSchema } from '../../../../src/shared/contracts/meta'
import { DEMO, login, loginCookie, SAME_ORIGIN } from '../../../test/auth-helpers'
import { buildTestApp } from '../../../test/build-test-app'

let ctx: Awaited<ReturnType<typeof buildTestApp>> | undefined
afterEach(async () => {
  await ctx?.close()
  ctx = undefined
})

describe('GET /api/meta', () => {
  it('answers the built-in defaults of a plain shop: German, DE, no partner, ten recent VINs', async () => {
    ctx = await buildTestApp()
    const response = await ctx.app.inject({ url: '/api/meta' })
    expect(response.statusCode).toBe(200)
    expect(metaResponseSchema.strict().parse(response.json())).toEqual({
      shopID: 'parts-shop',
      partnerID: '',
      isPartnerPortal: false,
      defaultLanguage: 'de',
      defaultCountry: 'DE',
      vinSearchHistoryLength: 10,
    })
    expect(response.headers['cache-control']).toBe('public, max-age=60')
  })

  it('says what the environment configured: a partner portal, English, Austria, three VINs', async () => {
    ctx = await buildTestApp({
      SHOP_ID: 'achslast-partner',
      PARTNER_PORTAL: 'true',
      PARTNER_ID: 'werkstatt-net',
      DEFAULT_LANGUAGE: 'en',
      DEFAULT_COUNTRY: 'at',
      VIN_HISTORY_LENGTH: '3',
    })
    expect((await ctx.app.inject({ url: '/api/meta' })).json()).toEqual({
      shopID: 'achslast-partner',
      partnerID: 'werkstatt-net',
      isPartnerPortal: true,
      defaultLanguage: 'en',
      defaultCountry: 'AT',
      vinSearchHistoryLength: 3,
    })
  })
})

describe('the page shell', () => {
  it('carries the meta, so a first visit renders in the configured language without waiting for the API', async () => {
    ctx = await buildTestApp({
      DEFAULT_LANGUAGE: 'en',
      PARTNER_PORTAL: 'true',
      PARTNER_ID: 'p1',
      SHOP_ID: 'Achslast "Partner" <1> &',
    })
    // A shell with a head, as the build writes it (read on the first page request).
    fs.writeFileSync(
      path.join(ctx.dataDir, '..', 'dist', 'index.html'),
      '<html><head><title>x</title></head><body></body></html>',
    )
    const page = await ctx.app.inject({ url: '/geoselection' })
    const content = /<meta name="shop-meta" content="([^"]*)">/.exec(page.body)?.[1] ?? ''
    const decoded = JSON.parse(
      content
        .replace(/&quot;/g, '"')
        .replace(/&lt;/g, '<')
        .replace(/&amp;/g, '&'),
    )
    expect(decoded).toEqual((await ctx.app.inject({ url: '/api/meta' })).json())
    expect(decoded).toMatchObject({ defaultLanguage: 'en', shopID: 'Achslast "Partner" <1> &' })
  })
})

describe('VIN_HISTORY_LENGTH', () => {
  it('bounds the recent VINs a customer keeps, whatever limit the client asks for', async () => {
    ctx = await buildTestApp({ VIN_HISTORY_LENGTH: '2' })
    const { app } = ctx
    const headers = { cookie: await loginCookie(app, DEMO.werkstatt), ...SAME_ORIGIN }
    const vins = ['WMA06XZZ8GM000001', 'YS2R4X20005399401', 'XLRTE47MS0E123456']
    let list: string[] = []
    for (const vinNumber of vins) {
      const payload = vinNumber === vins[2] ? { vinNumber, limit: 50 } : { vinNumber }
      list = (await app.inject({ method: 'POST', url: '/api/search/addVinSuggestion', payload, headers })).json()
      await new Promise((resolve) => setTimeout(resolve, 5))
    }
    expect(list).toEqual([vins[2], vins[1]])
    expect((await app.inject({ url: '/api/search/getVinSuggestions', headers })).json()).toEqual([vins[2], vins[1]])
  })
})

describe('the blocked-country rule (SPEC.md §6)', () => {
  const searchCountryOf = async (credentials: { username: string; password: string }) => {
    if (!ctx) throw new Error('no app')
    return (await login(ctx.app, credentials)).json().userInfo.searchCountry as string
  }

  it('with BLOCKED_COUNTRY_FEATURE=defaultCountry a blacklisted billing country searches with DEFAULT_COUNTRY', async () => {
    ctx = await buildTestApp({ COUNTRY_BLACKLIST: 'FR', BLOCKED_COUNTRY_FEATURE: 'defaultCountry', DEFAULT_COUNTRY: 'AT' })
    // flotte bills to France (blacklisted here), werkstatt to Germany (not).
    expect(await searchCountryOf(DEMO.flotte)).toBe('AT')
    expect(await searchCountryOf(DEMO.werkstatt)).toBe('DE')
  })

  it('by default the billing country stays, blacklisted or not', async () => {
    ctx = await buildTestApp({ COUNTRY_BLACKLIST: 'FR' })
    expect(await searchCountryOf(DEMO.flotte)).toBe('FR')
  })

  it('the login answer names the contact, for the tracking data layer', async () => {
    ctx = await buildTestApp()
    const userInfo = (await login(ctx.app, DEMO.werkstatt)).json().userInfo
    expect(userInfo.contactId).toMatch(/\S/)
    expect(userInfo.customerId).toBe('D1000001')
  })
})

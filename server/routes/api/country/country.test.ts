import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp } from '../../../test/build-test-app'

let ctx: Awaited<ReturnType<typeof buildTestApp>>
beforeAll(async () => {
  ctx = await buildTestApp()
})
afterAll(() => ctx.close())

describe('GET /api/country', () => {
  it('answers the country with its entity, links and social links', async () => {
    const response = await ctx.app.inject({ url: '/api/country?languageID=de&countryID=DE&timestamp=1732240000' })
    expect(response.statusCode).toBe(200)
    const body = response.json()
    expect(body).toMatchObject({
      countryID: 'DE',
      countryName: 'Deutschland',
      entity: { entityCode: 'DTDE', helpDesk: 'https://help.example.com/de' },
      contactForm: 'https://www.example.com/de/kontakt',
    })
    expect(body.links.map((l: { type: string }) => l.type)).toEqual(['imprint', 'privacy', 'terms', 'shipping'])
    expect(body.social[0]).toEqual({ type: 'youtube', linkTranslation: 'https://www.youtube.com/@example' })
  })

  it('names the country in the requested language and accepts lower-case codes', async () => {
    const response = await ctx.app.inject({ url: '/api/country?languageID=fr&countryID=at' })
    expect(response.json()).toMatchObject({
      countryID: 'AT',
      countryName: 'Autriche',
      entity: { entityCode: 'DTAT' },
      contactForm: null,
    })
  })

  it('answers 404 with a clear body for an unknown country', async () => {
    const response = await ctx.app.inject({ url: '/api/country?languageID=de&countryID=ZZ' })
    expect(response.statusCode).toBe(404)
    expect(response.json()).toEqual({ statusCode: 404, code: 'COUNTRY_NOT_FOUND', message: 'Unknown country: ZZ' })
  })

  it('answers 400 for a malformed country code', async () => {
    const response = await ctx.app.inject({ url: '/api/country?languageID=de&countryID=DEU' })
    expect(response.statusCode).toBe(400)
    expect(response.json().message).toContain('countryID')
  })
})

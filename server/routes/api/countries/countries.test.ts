import { afterEach, describe, expect, it } from 'vitest'
import { CONTINENTS } from '../../../../src/shared/contracts/continents'
import { buildTestApp } from '../../../test/build-test-app'

let ctx: Awaited<ReturnType<typeof buildTestApp>> | undefined
afterEach(() => ctx?.close())

type Body = {
  continents: Array<{ code: string; countries: Array<{ countryID: string; countryName: string; disabled: boolean }> }>
}

describe('GET /api/countries', () => {
  it('groups countries by continent, sorted by their local name', async () => {
    ctx = await buildTestApp()
    const body: Body = (await ctx.app.inject({ url: '/api/countries?languageID=de' })).json()
    expect(body.continents.map((c) => c.code)).toEqual([...CONTINENTS])
    const europe = body.continents.find((c) => c.code === 'EU')?.countries ?? []
    expect(europe.find((c) => c.countryID === 'DE')).toEqual({ countryID: 'DE', countryName: 'Deutschland', disabled: false })
    const names = europe.map((c) => c.countryName)
    expect(names).toEqual([...names].sort(new Intl.Collator('de-DE').compare))
  })

  it('disables the configured blacklist', async () => {
    ctx = await buildTestApp({ COUNTRY_BLACKLIST: 'RU,IR' })
    const body: Body = (await ctx.app.inject({ url: '/api/countries?languageID=en' })).json()
    const all = body.continents.flatMap((c) => c.countries)
    expect(
      all
        .filter((c) => c.disabled)
        .map((c) => c.countryID)
        .sort(),
    ).toEqual(['IR', 'RU'])
  })

  it('falls back to the partner-portal blacklist in partner mode', async () => {
    ctx = await buildTestApp({ PARTNER_PORTAL: 'true', PARTNER_ID: 'partner-1' })
    const body: Body = (await ctx.app.inject({ url: '/api/countries?languageID=en' })).json()
    const disabled = body.continents
      .flatMap((c) => c.countries)
      .filter((c) => c.disabled)
      .map((c) => c.countryID)
    expect(disabled).toEqual(expect.arrayContaining(['AF', 'BY', 'IR', 'KP', 'MM', 'RU', 'SD', 'SO', 'SS', 'SY', 'VE', 'YE']))
    expect(disabled).toHaveLength(12)
  })
})

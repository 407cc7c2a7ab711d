import fs from 'node:fs'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { resolveSession } from '../../../auth/resolve-session'
import { DEMO, login } from '../../../test/auth-helpers'
import { buildTestApp } from '../../../test/build-test-app'
import { adminCookies, asAdmin } from '../admin/admin-test-kit'

let ctx: Awaited<ReturnType<typeof buildTestApp>> | undefined
afterEach(async () => {
  await ctx?.close()
  ctx = undefined
})

const saveSettings = async (
  app: NonNullable<typeof ctx>['app'],
  payload: { countryBlacklist: string[]; defaultCountry: string },
) => {
  const saved = await asAdmin(app, await adminCookies(app), { method: 'PUT', url: '/api/admin/settings', payload })
  expect(saved.statusCode).toBe(200)
  return saved.json()
}

const shellMeta = (body: string) => {
  const content = /<meta name="shop-meta" content="([^"]*)">/.exec(body)?.[1] ?? ''
  return JSON.parse(
    content
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&amp;/g, '&'),
  )
}

describe('settings saved in the admin area reach the rest of the shop (issue 15)', () => {
  it('a saved default country shows in GET /api/meta and in the page shell at once; the default language stays', async () => {
    ctx = await buildTestApp({ DEFAULT_COUNTRY: 'DE', DEFAULT_LANGUAGE: 'en' })
    const { app } = ctx
    fs.writeFileSync(path.join(ctx.dataDir, '..', 'dist', 'index.html'), '<html><head></head><body></body></html>')
    // Both read (and cache) the environment's value first, so the save must replace what they hold.
    expect((await app.inject({ url: '/api/meta' })).json().defaultCountry).toBe('DE')
    expect(shellMeta((await app.inject({ url: '/geoselection' })).body).defaultCountry).toBe('DE')

    expect(await saveSettings(app, { countryBlacklist: [], defaultCountry: 'at' })).toMatchObject({
      defaultCountry: 'AT',
      defaultLanguage: 'en',
    })
    const meta = (await app.inject({ url: '/api/meta' })).json()
    expect(meta).toMatchObject({ defaultCountry: 'AT', defaultLanguage: 'en' })
    expect(shellMeta((await app.inject({ url: '/geoselection' })).body)).toEqual(meta)
  })

  it('the PUT no longer takes the default language: DEFAULT_LANGUAGE stays what the admin area shows', async () => {
    ctx = await buildTestApp({ DEFAULT_LANGUAGE: 'de' })
    const { app } = ctx
    const saved = await saveSettings(app, { countryBlacklist: [], defaultCountry: 'DE', defaultLanguage: 'fr' } as never)
    expect(saved.defaultLanguage).toBe('de')
    expect((await asAdmin(app, await adminCookies(app), { url: '/api/admin/settings' })).json().defaultLanguage).toBe('de')
    expect((await app.inject({ url: '/api/meta' })).json().defaultLanguage).toBe('de')
  })

  it('with BLOCKED_COUNTRY_FEATURE=defaultCountry a country blacklisted in the admin area makes its customers search with the default country', async () => {
    ctx = await buildTestApp({ BLOCKED_COUNTRY_FEATURE: 'defaultCountry', DEFAULT_COUNTRY: 'DE', COUNTRY_BLACKLIST: '' })
    const { app } = ctx
    // flotte bills to France, which the environment does not block.
    const before = (await login(app, DEMO.flotte)).json()
    expect(before.userInfo.searchCountry).toBe('FR')
    expect((await resolveSession(app, before.accessToken))?.auth.searchCountry).toBe('FR')

    await saveSettings(app, { countryBlacklist: ['FR'], defaultCountry: 'AT' })
    // The session signed before the change follows it on its next request; a new login says so too.
    expect((await resolveSession(app, before.accessToken))?.auth.searchCountry).toBe('AT')
    expect((await login(app, DEMO.flotte)).json().userInfo.searchCountry).toBe('AT')
    expect((await login(app, DEMO.werkstatt)).json().userInfo.searchCountry).toBe('DE')
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp } from '../test/build-test-app'
import { writeSettings } from './settings'
import { createSettingsCache } from './settings-cache'

let ctx: Awaited<ReturnType<typeof buildTestApp>>
beforeAll(async () => {
  ctx = await buildTestApp({ COUNTRY_BLACKLIST: 'RU', DEFAULT_COUNTRY: 'DE' })
})
afterAll(() => ctx.close())

describe('the admin settings cache', () => {
  it('serves its copy until the TTL ends, so another instance saving on the shared database shows within it', async () => {
    let clock = 0
    const cache = createSettingsCache(ctx.app.db, ctx.app.config, 15_000, () => clock)
    expect(await cache.get()).toMatchObject({ countryBlacklist: ['RU'], defaultCountry: 'DE' })

    // "Another instance" writes straight to the database: this one does not know yet.
    await writeSettings(ctx.app.db, { countryBlacklist: ['BY'], defaultCountry: 'AT' })
    clock = 14_999
    expect((await cache.get()).defaultCountry).toBe('DE')
    clock = 15_000
    expect(await cache.get()).toMatchObject({ countryBlacklist: ['BY'], defaultCountry: 'AT' })

    // The saving instance does not wait: invalidate reads again at once.
    await writeSettings(ctx.app.db, { countryBlacklist: [], defaultCountry: 'FR' })
    cache.invalidate()
    expect((await cache.get()).defaultCountry).toBe('FR')
  })

  it('concurrent callers share one read', async () => {
    const cache = createSettingsCache(ctx.app.db, ctx.app.config)
    const [a, b] = await Promise.all([cache.get(), cache.get()])
    expect(a).toBe(b)
  })
})

import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { writeSettings } from '../admin/settings'
import { buildTestApp } from '../test/build-test-app'

// Its own file: DEFAULT_LANGUAGE sets the process's unprefixed language (server/app.ts).
let ctx: Awaited<ReturnType<typeof buildTestApp>>
beforeAll(async () => {
  ctx = await buildTestApp({ DEFAULT_LANGUAGE: 'en', DEFAULT_COUNTRY: 'IE' })
  // A shell with a head, as the build writes it (read on the first page request).
  fs.writeFileSync(path.join(ctx.dataDir, '..', 'dist', 'index.html'), '<html><head><title>x</title></head><body></body></html>')
})
afterAll(async () => {
  await ctx.close()
})

const fetchHints = (html: string) => [...html.matchAll(/<link rel="preload" as="fetch"[^>]*href="([^"]*)">/g)].map((m) => m[1])

describe('first-page hints of a shop whose unprefixed language is English (issue 30)', () => {
  it('the unprefixed results page hints the search and the header in English and the configured country, not GB', async () => {
    const page = await ctx.app.inject({ url: '/search/results?term=filter' })
    expect(page.statusCode).toBe(200)
    const hints = fetchHints(page.body)
    expect(hints).toContain('/api/search/products?term=filter&amp;page=1&amp;pageSize=24&amp;languageID=en&amp;countryID=IE')
    expect(hints.find((href) => href?.startsWith('/api/country?'))).toMatch(
      /^\/api\/country\?languageID=en&amp;countryID=IE&amp;/,
    )
    expect(page.body).not.toContain('languageID=de')
    expect(page.body).not.toContain('countryID=GB')
  })

  it('German, prefixed here, keeps its own country; a default country saved by the admin wins over DEFAULT_COUNTRY', async () => {
    const german = fetchHints((await ctx.app.inject({ url: '/de/search/results?term=filter' })).body)
    expect(german).toContain('/api/search/products?term=filter&amp;page=1&amp;pageSize=24&amp;languageID=de&amp;countryID=DE')
    await writeSettings(ctx.app.db, { countryBlacklist: [], defaultCountry: 'AT' })
    ctx.app.settings.invalidate()
    const hints = fetchHints((await ctx.app.inject({ url: '/search/results?term=filter' })).body)
    expect(hints).toContain('/api/search/products?term=filter&amp;page=1&amp;pageSize=24&amp;languageID=en&amp;countryID=AT')
  })
})

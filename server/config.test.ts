import { describe, expect, it } from 'vitest'
import { ConfigError, loadConfig, PARTNER_PORTAL_BLACKLIST } from './config'

describe('loadConfig', () => {
  it('uses the documented defaults when nothing is set', () => {
    const config = loadConfig({})
    expect(config).toMatchObject({
      port: 3000,
      defaultLanguage: 'de',
      defaultCountry: 'DE',
      countryBlacklist: [],
      partnerPortal: false,
      demoUsers: true,
    })
    expect(config.dataDir).toMatch(/data$/)
  })

  it('names every bad variable in one message', () => {
    expect(() => loadConfig({ PORT: 'eighty', DEFAULT_LANGUAGE: 'xx', DEMO_USERS: 'maybe' })).toThrowError(ConfigError)
    try {
      loadConfig({ PORT: 'eighty', DEFAULT_LANGUAGE: 'xx', DEMO_USERS: 'maybe' })
    } catch (error) {
      const message = (error as Error).message
      expect(message).toContain('PORT="eighty"')
      expect(message).toContain('DEFAULT_LANGUAGE="xx"')
      expect(message).toContain('DEMO_USERS="maybe"')
    }
  })

  it('parses a blacklist and falls back to the partner-portal list only in partner mode', () => {
    expect(loadConfig({ COUNTRY_BLACKLIST: 'ru, by ,IR' }).countryBlacklist).toEqual(['RU', 'BY', 'IR'])
    expect(loadConfig({ PARTNER_PORTAL: 'true', PARTNER_ID: 'p1' }).countryBlacklist).toEqual(PARTNER_PORTAL_BLACKLIST)
    expect(() => loadConfig({ COUNTRY_BLACKLIST: 'RUS' })).toThrowError(/COUNTRY_BLACKLIST/)
  })

  it('reads the account settings and refuses weak or malformed ones', () => {
    const config = loadConfig({ PORT: '8080', SESSION_SECRET: 's'.repeat(40), SMTP_URL: 'smtp://mail.example.com:25' })
    expect(config).toMatchObject({ sessionSecret: 's'.repeat(40), smtpUrl: 'smtp://mail.example.com:25' })
    expect(config.publicUrl).toBe('http://localhost:8080')
    expect(loadConfig({ PUBLIC_URL: 'https://shop.example.com/' }).publicUrl).toBe('https://shop.example.com')
    expect(loadConfig({}).sessionSecret).toBeUndefined()
    expect(() => loadConfig({ SESSION_SECRET: 'short' })).toThrowError(/SESSION_SECRET/)
    expect(() => loadConfig({ SMTP_URL: 'http://mail' })).toThrowError(/SMTP_URL/)
    expect(() => loadConfig({ PUBLIC_URL: 'javascript:alert(1)' })).toThrowError(/PUBLIC_URL/)
  })

  it('refuses a DATABASE_URL that is not PostgreSQL', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrowError(/DATABASE_URL/)
  })

  it('selects PostgreSQL with a DATABASE_URL, and then requires SESSION_SECRET (instances must share it)', () => {
    const url = 'postgres://shop@db.example.com/parts'
    expect(() => loadConfig({ DATABASE_URL: url })).toThrowError(/SESSION_SECRET: required with DATABASE_URL/)
    const config = loadConfig({ DATABASE_URL: url, SESSION_SECRET: 's'.repeat(40), DATABASE_POOL_SIZE: '4' })
    expect(config).toMatchObject({ databaseUrl: url, databasePoolSize: 4 })
    expect(loadConfig({}).databasePoolSize).toBe(10)
  })
})

describe('issue 15 settings', () => {
  it('defaults: searches use the billing country, ten recent VINs', () => {
    expect(loadConfig({})).toMatchObject({ blockedCountryFeature: 'billingCountry', vinHistoryLength: 10 })
  })

  it('reads BLOCKED_COUNTRY_FEATURE and VIN_HISTORY_LENGTH and refuses bad values', () => {
    expect(loadConfig({ BLOCKED_COUNTRY_FEATURE: 'defaultCountry', VIN_HISTORY_LENGTH: '25' })).toMatchObject({
      blockedCountryFeature: 'defaultCountry',
      vinHistoryLength: 25,
    })
    for (const bad of ['0', '51', '2.5', 'ten']) {
      expect(() => loadConfig({ VIN_HISTORY_LENGTH: bad })).toThrowError(/VIN_HISTORY_LENGTH=.*whole number from 1 to 50/)
    }
    expect(() => loadConfig({ BLOCKED_COUNTRY_FEATURE: 'block' })).toThrowError(/BLOCKED_COUNTRY_FEATURE/)
  })

  it('a partner portal needs its PARTNER_ID, which must be a plain identifier', () => {
    expect(() => loadConfig({ PARTNER_PORTAL: 'true' })).toThrowError(/PARTNER_ID="": must be set when PARTNER_PORTAL=true/)
    expect(() => loadConfig({ PARTNER_ID: 'a b<script>' })).toThrowError(/PARTNER_ID/)
    expect(loadConfig({ PARTNER_PORTAL: 'true', PARTNER_ID: 'werkstatt-net' })).toMatchObject({
      partnerPortal: true,
      partnerId: 'werkstatt-net',
    })
  })
})

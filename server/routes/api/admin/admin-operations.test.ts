import crypto from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEPOSIT_SETTINGS_DEFAULTS } from '../../../../src/shared/contracts/deposits'
import { buildTestApp } from '../../../test/build-test-app'
import { adminCookies, asAdmin } from './admin-test-kit'

let ctx: Awaited<ReturnType<typeof buildTestApp>>
let admin: string

beforeAll(async () => {
  ctx = await buildTestApp({ COUNTRY_BLACKLIST: 'RU' })
  admin = await adminCookies(ctx.app)
})
afterAll(() => ctx.close())

const iso = (offsetSeconds: number) => new Date(Date.now() + offsetSeconds * 1000).toISOString()
const publicAlerts = async (lang: string) =>
  (await ctx.app.inject({ method: 'GET', url: `/api/global-alerts?languageID=${lang}` })).json().alerts

describe('admin: banner messages', () => {
  it('an active alert shows for anonymous visitors in their language (default language as fallback) until its end time', async () => {
    const id = crypto.randomUUID()
    const saved = await asAdmin(ctx.app, admin, {
      method: 'PUT',
      url: `/api/admin/global-alerts/${id}`,
      payload: {
        type: 'warning',
        texts: { de: 'Wartung heute Nacht', fr: 'Maintenance cette nuit' },
        startsAt: iso(-60),
        endsAt: iso(3600),
      },
    })
    expect(saved.statusCode).toBe(200)
    expect(await publicAlerts('fr')).toEqual([
      { id, type: 'warning', message: 'Maintenance cette nuit', endTime: expect.any(Number) },
    ])
    expect((await publicAlerts('en'))[0].message).toBe('Wartung heute Nacht')

    // Ended (the admin moves the end time into the past): gone for everyone.
    await asAdmin(ctx.app, admin, {
      method: 'PUT',
      url: `/api/admin/global-alerts/${id}`,
      payload: { type: 'warning', texts: { de: 'Wartung heute Nacht' }, startsAt: iso(-60), endsAt: iso(-1) },
    })
    expect(await publicAlerts('de')).toEqual([])
    const audit = (await asAdmin(ctx.app, admin, { method: 'GET', url: `/api/admin/audit?target=alert:${id}` })).json()
    expect(audit.items.map((e: { action: string }) => e.action)).toEqual(['alert.save', 'alert.save'])
    expect(audit.items[1].before).toBeNull()
    expect(audit.items[0].before.texts.fr).toBe('Maintenance cette nuit')
  })

  it('a future alert waits for its start; an end before the start is refused', async () => {
    const id = crypto.randomUUID()
    await asAdmin(ctx.app, admin, {
      method: 'PUT',
      url: `/api/admin/global-alerts/${id}`,
      payload: { type: 'positive', texts: { en: 'New catalogue' }, startsAt: iso(600), endsAt: iso(3600) },
    })
    expect((await publicAlerts('en')).map((a: { id: string }) => a.id)).not.toContain(id)
    const bad = await asAdmin(ctx.app, admin, {
      method: 'PUT',
      url: `/api/admin/global-alerts/${crypto.randomUUID()}`,
      payload: { type: 'negative', texts: { en: 'x' }, startsAt: iso(600), endsAt: iso(60) },
    })
    expect(bad.json().code).toBe('INVALID_TIME_WINDOW')
    expect((await asAdmin(ctx.app, admin, { method: 'DELETE', url: `/api/admin/global-alerts/${id}` })).statusCode).toBe(204)
    expect((await asAdmin(ctx.app, admin, { method: 'DELETE', url: `/api/admin/global-alerts/${id}` })).statusCode).toBe(404)
    // The delete that found nothing changed nothing, so it is not in the audit log.
    const audit = (await asAdmin(ctx.app, admin, { method: 'GET', url: `/api/admin/audit?target=alert:${id}` })).json()
    expect(audit.items.map((e: { action: string }) => e.action)).toEqual(['alert.delete', 'alert.save'])
    const never = crypto.randomUUID()
    expect((await asAdmin(ctx.app, admin, { method: 'DELETE', url: `/api/admin/global-alerts/${never}` })).statusCode).toBe(404)
    const none = (await asAdmin(ctx.app, admin, { method: 'GET', url: `/api/admin/audit?target=alert:${never}` })).json()
    expect(none.total).toBe(0)
  })
})

describe('admin: settings', () => {
  it('COUNTRY_BLACKLIST is the first value; the stored list then decides /api/countries', async () => {
    const disabled = async () =>
      (await ctx.app.inject({ method: 'GET', url: '/api/countries?languageID=de' }))
        .json()
        .continents.flatMap((c: { countries: Array<{ countryID: string; disabled: boolean }> }) => c.countries)
        .filter((c: { disabled: boolean }) => c.disabled)
        .map((c: { countryID: string }) => c.countryID)
    expect(await disabled()).toEqual(['RU'])
    const saved = await asAdmin(ctx.app, admin, {
      method: 'PUT',
      url: '/api/admin/settings',
      payload: { countryBlacklist: ['by', 'IR', 'IR'], defaultCountry: 'at' },
    })
    // DEFAULT_LANGUAGE is only shown: it decides which language has no path prefix, fixed at start.
    expect(saved.json()).toEqual({
      countryBlacklist: ['BY', 'IR'],
      defaultCountry: 'AT',
      defaultLanguage: 'de',
      deposits: DEPOSIT_SETTINGS_DEFAULTS,
    })
    expect((await disabled()).sort()).toEqual(['BY', 'IR'])
    const audit = (await asAdmin(ctx.app, admin, { method: 'GET', url: '/api/admin/audit?target=settings' })).json()
    expect(audit.items[0]).toMatchObject({ before: { countryBlacklist: ['RU'] }, after: { countryBlacklist: ['BY', 'IR'] } })
  })
})

describe('admin: error log and jobs', () => {
  it('filters the error log by level and text, newest first, paged', async () => {
    for (let i = 0; i < 30; i++)
      await ctx.app.repos.errorLogs.add({
        logLevel: i % 2 ? 'warn' : 'error',
        message: `boom ${i}`,
        userId: null,
        userAgent: null,
      })
    const page = (await asAdmin(ctx.app, admin, { method: 'GET', url: '/api/admin/error-logs?level=error&q=BOOM&page=1' })).json()
    expect(page.total).toBe(15)
    expect(page.items[0].message).toBe('boom 28')
    const today = new Date().toISOString().slice(0, 10)
    const byDay = (
      await asAdmin(ctx.app, admin, { method: 'GET', url: `/api/admin/error-logs?from=${today}&to=${today}&page=2` })
    ).json()
    expect(byDay.items).toHaveLength(5)
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10)
    expect((await asAdmin(ctx.app, admin, { method: 'GET', url: `/api/admin/error-logs?from=${tomorrow}` })).json().total).toBe(0)
  })

  it('retries a failed ERP outbox job, which then runs; a done job is not run again', async () => {
    const now = Math.floor(Date.now() / 1000)
    const { id } = await ctx.app.db
      .insertInto('jobs')
      .values({
        kind: 'erp-export-order',
        payload: JSON.stringify({ orderNumbers: [] }),
        state: 'failed',
        attempts: 10,
        run_after: now,
        last_error: 'disk full',
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    const failed = (await asAdmin(ctx.app, admin, { method: 'GET', url: '/api/admin/jobs?state=failed' })).json()
    expect(failed.items.map((j: { id: number }) => j.id)).toContain(id)
    expect(failed.counts.failed).toBeGreaterThanOrEqual(1)
    const retried = await asAdmin(ctx.app, admin, { method: 'POST', url: `/api/admin/jobs/${id}/retry` })
    expect(retried.json()).toMatchObject({ id, state: 'pending', attempts: 0 })
    await ctx.app.checkout.outbox.drain()
    const after = await ctx.app.db.selectFrom('jobs').select('state').where('id', '=', id).executeTakeFirstOrThrow()
    expect(after.state).toBe('done')
    expect((await asAdmin(ctx.app, admin, { method: 'POST', url: `/api/admin/jobs/${id}/retry` })).statusCode).toBe(409)
    const audit = (await asAdmin(ctx.app, admin, { method: 'GET', url: `/api/admin/audit?target=job:${id}` })).json()
    expect(audit.items).toHaveLength(1)
    expect(audit.items[0]).toMatchObject({ before: { state: 'failed', attempts: 10 }, after: { state: 'pending', attempts: 0 } })
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO, loginCookie, SAME_ORIGIN } from '../../../test/auth-helpers'
import { buildTestApp } from '../../../test/build-test-app'
import { adminCookies } from '../admin/admin-test-kit'

let ctx: Awaited<ReturnType<typeof buildTestApp>>
let admin: Record<string, string>
beforeAll(async () => {
  ctx = await buildTestApp({ PARTNER_PORTAL: 'true', PARTNER_ID: 'werkstatt-net' })
  admin = { cookie: await adminCookies(ctx.app), ...SAME_ORIGIN }
})
afterAll(() => ctx.close())

const put = (payload: object, headers = admin) =>
  ctx.app.inject({ method: 'PUT', url: '/api/admin/wording-overrides', payload, headers })
const publicMessages = async (languageID: string) =>
  (await ctx.app.inject({ url: '/api/wording-overrides', query: { languageID } })).json().messages

describe('partner wording overrides', () => {
  it('an administrator sets a wording per language; the public layer serves it at once, and the audit log has it', async () => {
    expect(await publicMessages('de')).toEqual({})
    const set = await put({ languageID: 'de', id: 'errors.addToCart', text: 'Der Partner konnte den Artikel nicht übernehmen.' })
    expect(set.statusCode).toBe(200)
    expect(set.json().overrides).toEqual([{ id: 'errors.addToCart', text: 'Der Partner konnte den Artikel nicht übernehmen.' }])
    await put({ languageID: 'en', id: 'errors.addToCart', text: 'The partner could not take the item.' })
    expect(await publicMessages('de')).toEqual({ 'errors.addToCart': 'Der Partner konnte den Artikel nicht übernehmen.' })
    expect(await publicMessages('en')).toEqual({ 'errors.addToCart': 'The partner could not take the item.' })
    expect(await publicMessages('fr')).toEqual({})
    const audit = await ctx.app.inject({
      url: '/api/admin/audit',
      query: { target: 'wording:de:errors.addToCart' },
      headers: admin,
    })
    expect(audit.json().items).toMatchObject([
      { action: 'wording.update', before: null, after: 'Der Partner konnte den Artikel nicht übernehmen.' },
    ])
  })

  it('a change replaces the text; an empty text removes the override (the main catalog speaks again)', async () => {
    await put({ languageID: 'nl', id: 'addToCartSuccess', text: 'Eerste' })
    await put({ languageID: 'nl', id: 'addToCartSuccess', text: 'Tweede' })
    expect(await publicMessages('nl')).toEqual({ addToCartSuccess: 'Tweede' })
    const listed = await ctx.app.inject({ url: '/api/admin/wording-overrides', query: { languageID: 'nl' }, headers: admin })
    expect(listed.json()).toEqual({ overrides: [{ id: 'addToCartSuccess', text: 'Tweede' }] })
    expect((await put({ languageID: 'nl', id: 'addToCartSuccess', text: '' })).json()).toEqual({ overrides: [] })
    expect(await publicMessages('nl')).toEqual({})
  })

  it('refuses customers (403), anonymous callers (401) and malformed changes (400)', async () => {
    const customer = { cookie: await loginCookie(ctx.app, DEMO.werkstatt), ...SAME_ORIGIN }
    expect((await put({ languageID: 'de', id: 'x', text: 'y' }, customer)).statusCode).toBe(403)
    expect((await put({ languageID: 'de', id: 'x', text: 'y' }, { ...SAME_ORIGIN })).statusCode).toBe(401)
    expect((await put({ languageID: 'xx', id: 'x', text: 'y' })).statusCode).toBe(400)
    expect((await put({ languageID: 'de', id: 'has space', text: 'y' })).statusCode).toBe(400)
    expect((await put({ languageID: 'de', id: 'x', text: 'y'.repeat(2001) })).statusCode).toBe(400)
    expect((await ctx.app.inject({ url: '/api/wording-overrides', query: { languageID: 'xx' } })).statusCode).toBe(400)
  })

  it('refuses anonymous callers and customers before it looks at their input: no 400 that tells the schema', async () => {
    const customer = { cookie: await loginCookie(ctx.app, DEMO.werkstatt), ...SAME_ORIGIN }
    for (const [headers, status] of [
      [{ ...SAME_ORIGIN }, 401],
      [customer, 403],
    ] as const) {
      expect((await put({ languageID: 'xx', id: 'has space', text: 'y' }, headers)).statusCode).toBe(status)
      const list = await ctx.app.inject({ url: '/api/admin/wording-overrides', query: { languageID: 'xx' }, headers })
      expect(list.statusCode).toBe(status)
      const noQuery = await ctx.app.inject({ url: '/api/admin/wording-overrides', headers })
      expect(noQuery.statusCode).toBe(status)
    }
  })
})

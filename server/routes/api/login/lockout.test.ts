import fs from 'node:fs'
import path from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { decodeQuotedPrintable } from '../../../mail/eml-test-kit'
import { delayAfter, LOGIN_DELAYS, loginFailureKey } from '../../../shop/login-limits'
import { DEMO, login, SAME_ORIGIN } from '../../../test/auth-helpers'
import { buildTestApp } from '../../../test/build-test-app'

let ctx: Awaited<ReturnType<typeof buildTestApp>>
beforeAll(async () => {
  ctx = await buildTestApp()
})
afterAll(() => ctx.close())

const rule = LOGIN_DELAYS.perAccount
const wrong = (i: number) => login(ctx.app, { username: DEMO.werkstatt.username, password: `guess-${i}` })

/** Moves the latest failure of werkstatt's streak `seconds` into the past, as if the time had passed. */
async function wait(seconds: number) {
  await ctx.app.db
    .updateTable('auth_counters')
    .set((eb) => ({ window_start: eb('window_start', '-', seconds) }))
    .where('key', '=', loginFailureKey.account(DEMO.werkstatt.username))
    .execute()
}

describe('progressive lockout', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  it('a few failures cost nothing; then each attempt waits a growing delay, even with the right password', async () => {
    // The limiter counts whole seconds: a clock that ticks past one between a failure and the next
    // attempt would shorten the wait by a second. Only Date stands still; timers run as usual.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() })
    for (let i = 0; i < rule.free; i++) expect((await wrong(i)).statusCode).toBe(401)
    const held = await login(ctx.app, DEMO.werkstatt)
    expect(held.statusCode).toBe(429)
    expect(held.json().code).toBe('TOO_MANY_ATTEMPTS')
    expect(Number(held.headers['retry-after'])).toBe(rule.baseDelaySeconds)

    await wait(rule.baseDelaySeconds)
    expect((await wrong(99)).statusCode).toBe(401)
    expect(Number((await login(ctx.app, DEMO.werkstatt)).headers['retry-after'])).toBe(2 * rule.baseDelaySeconds)

    // Another account is not affected.
    expect((await login(ctx.app, DEMO.flotte)).statusCode).toBe(200)
  })

  it('never holds an account longer than the cap, however many guesses came before', async () => {
    expect(delayAfter(1000, rule)).toBe(rule.maxDelaySeconds)
    expect(rule.maxDelaySeconds).toBeLessThanOrEqual(15 * 60)
  })

  it('after the wait the owner logs in, and the streak starts over', async () => {
    await wait(rule.maxDelaySeconds)
    expect((await login(ctx.app, DEMO.werkstatt)).statusCode).toBe(200)
    for (let i = 0; i < rule.free; i++) expect((await wrong(i)).statusCode).toBe(401)
  })

  it('a password set through the reset mail ends the lockout at once (no captcha, no waiting)', async () => {
    expect((await login(ctx.app, DEMO.werkstatt)).statusCode).toBe(429)
    const mailDir = path.join(ctx.app.config.dataDir, 'mail')
    const before = fs.existsSync(mailDir) ? fs.readdirSync(mailDir) : []
    await ctx.app.inject({
      method: 'POST',
      url: '/api/password/reset',
      headers: SAME_ORIGIN,
      payload: { email: DEMO.werkstatt.username },
    })
    await ctx.app.afterReply.settled()
    const [mailName] = fs.readdirSync(mailDir).filter((name) => !before.includes(name))
    const mail = decodeQuotedPrintable(fs.readFileSync(path.join(mailDir, mailName as string), 'utf8'))
    const token = /password-reset\/([\w-]{43})/.exec(mail)?.[1]
    const set = await ctx.app.inject({
      method: 'POST',
      url: `/api/password/reset/${token}`,
      headers: SAME_ORIGIN,
      payload: { password: 'Werkstatt-2027-neu' },
    })
    expect(set.statusCode).toBe(204)
    expect((await login(ctx.app, { username: DEMO.werkstatt.username, password: 'Werkstatt-2027-neu' })).statusCode).toBe(200)
  })
})

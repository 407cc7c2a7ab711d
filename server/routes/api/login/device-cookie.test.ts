import type { LightMyRequestResponse } from 'fastify'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { LOGIN_DELAYS } from '../../../shop/login-limits'
import { DEMO, login } from '../../../test/auth-helpers'
import { buildTestApp } from '../../../test/build-test-app'

let ctx: Awaited<ReturnType<typeof buildTestApp>>
beforeAll(async () => {
  ctx = await buildTestApp()
  // The waits are seconds long: only Date stands still, so a slow machine cannot outlast one mid-test.
  vi.useFakeTimers({ toFake: ['Date'], now: Date.now() })
})
afterAll(async () => {
  vi.useRealTimers()
  await ctx.close()
})

/** The `name=value` of the device cookie a successful login set. */
function deviceCookieOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === 'login_device')
  if (!cookie) throw new Error(`no device cookie in ${response.statusCode}`)
  return `login_device=${cookie.value}`
}

async function stranger(username: string, times: number) {
  for (let i = 0; i < times; i++) await login(ctx.app, { username, password: `guess-${i}` })
}

describe('known devices (OWASP device cookies)', () => {
  it('a successful login marks the browser: an HttpOnly, Strict cookie sent only to the login', async () => {
    const response = await login(ctx.app, DEMO.einkauf)
    const cookie = response.cookies.find((c) => c.name === 'login_device')
    expect(cookie).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Strict', path: '/api/login' })
    expect(cookie?.value).not.toContain('einkauf')
  })

  it("a stranger's failures hold the account everywhere except on the owner's known device", async () => {
    const device = deviceCookieOf(await login(ctx.app, DEMO.werkstatt))
    await stranger(DEMO.werkstatt.username, LOGIN_DELAYS.perAccount.free + 3)
    expect((await login(ctx.app, DEMO.werkstatt)).statusCode).toBe(429)

    const owner = await login(ctx.app, DEMO.werkstatt, { cookie: device })
    expect(owner.statusCode).toBe(200)
    // The strangers' streak stays: an unknown browser still waits.
    expect((await login(ctx.app, DEMO.werkstatt)).statusCode).toBe(429)
    // The renewed cookie works as well.
    expect((await login(ctx.app, DEMO.werkstatt, { cookie: deviceCookieOf(owner) })).statusCode).toBe(200)
  })

  it("counts nothing for another account's cookie or a forged one", async () => {
    // werkstatt is still held by the stranger of the test before.
    const flotteDevice = deviceCookieOf(await login(ctx.app, DEMO.flotte))
    expect((await login(ctx.app, DEMO.werkstatt, { cookie: flotteDevice })).statusCode).toBe(429)
    const [nonce] = flotteDevice.slice('login_device='.length).split('.')
    const forged = `login_device=${nonce}.${'A'.repeat(43)}`
    expect((await login(ctx.app, DEMO.werkstatt, { cookie: forged })).statusCode).toBe(429)
  })

  it('guesses on a known device slow that device down like an account', async () => {
    const device = deviceCookieOf(await login(ctx.app, DEMO.flotte))
    for (let i = 0; i < LOGIN_DELAYS.perDevice.free; i++) {
      const wrong = await login(ctx.app, { username: DEMO.flotte.username, password: `guess-${i}` }, { cookie: device })
      expect(wrong.statusCode).toBe(401)
    }
    const held = await login(ctx.app, DEMO.flotte, { cookie: device })
    expect(held.statusCode).toBe(429)
    // An unknown browser is not held by the device's streak.
    expect((await login(ctx.app, DEMO.flotte)).statusCode).toBe(200)
  })
})

import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { decodeQuotedPrintable } from '../../../mail/eml-test-kit'
import { DEMO, login, SAME_ORIGIN, sessionCookieOf } from '../../../test/auth-helpers'
import { buildTestApp } from '../../../test/build-test-app'

let ctx: Awaited<ReturnType<typeof buildTestApp>>
beforeAll(async () => {
  ctx = await buildTestApp({ PUBLIC_URL: 'https://shop.example.com', DEMO_USERS: 'true' })
})
afterAll(() => ctx.close())

const mailDir = () => path.join(ctx.dataDir, 'mail')
const mails = () => (fs.existsSync(mailDir()) ? fs.readdirSync(mailDir()).sort() : [])

/** Requests a reset and returns the token from the link in the mail that arrived. */
async function requestReset(email: string, language?: string) {
  const before = mails()
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/password/reset',
    headers: SAME_ORIGIN,
    payload: { email, language },
  })
  expect(response.statusCode).toBe(202)
  // The mail is sent after the answer (equal timing for known and unknown addresses).
  await ctx.app.afterReply.settled()
  const added = mails().filter((name) => !before.includes(name))
  if (added.length === 0) return { token: null, mail: '' }
  // The whole .eml decoded, headers included (the tests look for the To: line too).
  const mail = decodeQuotedPrintable(fs.readFileSync(path.join(mailDir(), added[0] as string), 'utf8'))
  const token = /password-reset\/([\w-]{43})/.exec(mail)?.[1] ?? null
  return { token, mail }
}

const check = (token: string) => ctx.app.inject({ method: 'GET', url: `/api/password/reset/${token}` })
const setPassword = (token: string, password: string) =>
  ctx.app.inject({ method: 'POST', url: `/api/password/reset/${token}`, headers: SAME_ORIGIN, payload: { password } })

describe('password reset', () => {
  it('mails a link to the shop’s own address, in the page’s language, with a single-use token stored hashed', async () => {
    const { token, mail } = await requestReset('werkstatt@example.com', 'en')
    expect(token).not.toBeNull()
    expect(mail).toContain('To: werkstatt@example.com')
    expect(mail).toContain(`https://shop.example.com/en/password-reset/${token}`)
    expect(mail).toContain('You asked for a new password')
    const stored = await ctx.app.db.selectFrom('password_resets').select('token_hash').execute()
    expect(stored.map((row) => row.token_hash)).not.toContain(token)
  })

  it('answers the same for an unknown address and sends nothing', async () => {
    const { token } = await requestReset('nobody@example.com')
    expect(token).toBeNull()
  })

  it('a valid link is accepted once: the new password works, the old one and older sessions do not', async () => {
    const oldSession = sessionCookieOf(await login(ctx.app, DEMO.flotte))
    const { token } = await requestReset('flotte@example.com')
    if (!token) throw new Error('no reset mail')
    const status = await check(token)
    expect(status.statusCode).toBe(200)
    expect(status.json().valid).toBe(true)

    expect((await setPassword(token, 'Neues-Passwort-2027')).statusCode).toBe(204)
    expect((await login(ctx.app, DEMO.flotte)).statusCode).toBe(401)
    expect((await login(ctx.app, { username: DEMO.flotte.username, password: 'Neues-Passwort-2027' })).statusCode).toBe(200)
    const features = await ctx.app.inject({
      method: 'POST',
      url: '/api/getfeatures',
      headers: { ...SAME_ORIGIN, cookie: oldSession },
    })
    expect(features.statusCode).toBe(401)

    // Reused: refused, and the password set with it stays.
    const reused = await setPassword(token, 'Noch-ein-Passwort-1')
    expect(reused.statusCode).toBe(410)
    expect(reused.json().code).toBe('RESET_TOKEN_USED')
    expect((await check(token)).json().code).toBe('RESET_TOKEN_USED')
  })

  it('refuses an expired link', async () => {
    const { token } = await requestReset('einkauf@example.com')
    if (!token) throw new Error('no reset mail')
    await ctx.app.db
      .updateTable('password_resets')
      .set({ expires_at: Math.floor(Date.now() / 1000) - 1 })
      .where('used_at', 'is', null)
      .execute()
    const status = await check(token)
    expect(status.statusCode).toBe(410)
    expect(status.json().code).toBe('RESET_TOKEN_EXPIRED')
    expect((await setPassword(token, 'Neues-Passwort-2027')).statusCode).toBe(410)
    expect((await login(ctx.app, DEMO.einkauf)).statusCode).toBe(200)
  })

  it('refuses unknown and malformed tokens and too short passwords', async () => {
    expect((await check('A'.repeat(43))).statusCode).toBe(404)
    expect((await check('short')).statusCode).toBe(400)
    const { token } = await requestReset('admin@example.com')
    if (!token) throw new Error('no reset mail')
    const short = await setPassword(token, 'kurz')
    expect(short.statusCode).toBe(400)
    expect((await check(token)).statusCode).toBe(200)
  })

  it('limits reset mails per account', async () => {
    const email = 'werkstatt@example.com'
    const answers: number[] = []
    for (let i = 0; i < 6; i++) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/password/reset',
        headers: SAME_ORIGIN,
        payload: { email },
      })
      answers.push(response.statusCode)
      if (response.statusCode === 429) expect(Number(response.headers['retry-after'])).toBeGreaterThan(0)
    }
    // One request was made in the first test; five per hour are allowed.
    expect(answers.filter((code) => code === 202)).toHaveLength(4)
    expect(answers.slice(4)).toEqual([429, 429])
  })
})

import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp } from '../../../test/build-test-app'

let ctx: Awaited<ReturnType<typeof buildTestApp>>
beforeAll(async () => {
  ctx = await buildTestApp()
})
afterAll(() => ctx.close())

const post = (payload: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/error-log',
    payload: payload as string,
    headers: { 'content-type': 'application/json', ...headers },
  })

describe('POST /api/error-log', () => {
  it('stores a client error', async () => {
    const response = await post(
      { logLevel: 'error', message: 'TypeError: x is undefined', userId: 'D0000000' },
      { 'user-agent': 'test-browser' },
    )
    expect(response.statusCode).toBe(202)
    const [latest] = await ctx.app.repos.errorLogs.latest(1)
    expect(latest).toMatchObject({
      id: response.json().id,
      log_level: 'error',
      message: 'TypeError: x is undefined',
      user_id: 'D0000000',
      user_agent: 'test-browser',
    })
  })

  it('stores no password-reset token that a report names', async () => {
    const token = 'q1Zt-7_xYk0Ae3mWn9Pr4sTu6vWx8yZa1Bc2De3Fg4H'
    const response = await post({ logLevel: 'error', message: `Failed to fetch /api/password/reset/${token}` })
    expect(response.statusCode).toBe(202)
    const [latest] = await ctx.app.repos.errorLogs.latest(1)
    expect(latest?.message).toBe('Failed to fetch /api/password/reset/:token')
  })

  it('refuses malformed and oversized bodies without storing anything', async () => {
    const before = (await ctx.app.repos.errorLogs.latest(100)).length
    const cases = [
      { payload: '{"logLevel": "error", "message": ', expect: [400, 'MALFORMED_JSON'] },
      { payload: { logLevel: 'loud', message: 'x' }, expect: [400, 'VALIDATION_FAILED'] },
      { payload: { logLevel: 'error', message: '' }, expect: [400, 'VALIDATION_FAILED'] },
      { payload: { logLevel: 'error', message: 'x'.repeat(4001) }, expect: [400, 'VALIDATION_FAILED'] },
      { payload: { logLevel: 'error', message: 'x'.repeat(20_000) }, expect: [413, 'BODY_TOO_LARGE'] },
    ] as const
    for (const c of cases) {
      const response = await post(c.payload)
      expect(response.statusCode, JSON.stringify(c.payload).slice(0, 60)).toBe(c.expect[0])
      expect(response.json().code).toBe(c.expect[1])
    }
    expect((await ctx.app.repos.errorLogs.latest(100)).length).toBe(before)
  })
})

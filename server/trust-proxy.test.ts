import { afterAll, describe, expect, it } from 'vitest'
import { loadConfig } from './config'
import { ERROR_LOG_REPORTS_PER_MINUTE } from './plugins/rate-limits'
import { DEMO, login } from './test/auth-helpers'
import { buildTestApp } from './test/build-test-app'

type Ctx = Awaited<ReturnType<typeof buildTestApp>>
const apps: Ctx[] = []
afterAll(() => Promise.all(apps.map((ctx) => ctx.close())))

/** Uses up one forwarded client's error-log budget, then asks as another forwarded client behind the same proxy. */
async function secondClientAfterFirstSpent(env: Record<string, string>) {
  const ctx = await buildTestApp(env)
  apps.push(ctx)
  const report = (client: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/error-log',
      remoteAddress: '10.0.0.5',
      headers: { 'x-forwarded-for': client },
      payload: { logLevel: 'error', message: 'x' },
    })
  for (let i = 0; i < ERROR_LOG_REPORTS_PER_MINUTE; i++) await report('198.51.100.1')
  return (await report('198.51.100.2')).statusCode
}

describe('TRUST_PROXY', () => {
  it('with the proxy trusted, clients behind it have their own limits', async () => {
    expect(await secondClientAfterFirstSpent({ TRUST_PROXY: '10.0.0.0/8' })).toBe(202)
  })

  it('without it, X-Forwarded-For is ignored (a client cannot pick its address)', async () => {
    expect(await secondClientAfterFirstSpent({})).toBe(429)
  })

  it('behind a trusted TLS proxy the login cookies are __Host-/__Secure- prefixed; an untrusted X-Forwarded-Proto changes nothing', async () => {
    const cookieNames = async (env: Record<string, string>) => {
      const ctx = await buildTestApp(env)
      apps.push(ctx)
      const response = await login(ctx.app, DEMO.werkstatt, { 'x-forwarded-proto': 'https' })
      return response.cookies.map((cookie) => cookie.name)
    }
    // The session, and the known-device cookie a successful login leaves (server/auth/device-cookie.ts).
    expect(await cookieNames({ TRUST_PROXY: 'true' })).toEqual(['__Host-session', '__Secure-login_device'])
    expect(await cookieNames({})).toEqual(['session', 'login_device'])
  })

  it('accepts true, false and addresses; refuses anything else', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true)
    expect(loadConfig({}).trustProxy).toBe(false)
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 192.168.0.0/16' }).trustProxy).toBe('10.0.0.1, 192.168.0.0/16')
    expect(() => loadConfig({ TRUST_PROXY: 'everyone' })).toThrowError(/TRUST_PROXY/)
  })
})

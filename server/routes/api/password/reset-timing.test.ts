import type { AddressInfo } from 'node:net'
import net from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SAME_ORIGIN } from '../../../test/auth-helpers'
import { buildTestApp } from '../../../test/build-test-app'

/** A mail server that accepts connections and never says a word: sending to it takes as long as it likes. */
const sockets = new Set<net.Socket>()
const silentSmtp = net.createServer((socket) => sockets.add(socket))
let ctx: Awaited<ReturnType<typeof buildTestApp>>
beforeAll(async () => {
  await new Promise<void>((resolve) => silentSmtp.listen(0, '127.0.0.1', resolve))
  const { port } = silentSmtp.address() as AddressInfo
  ctx = await buildTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, DEMO_USERS: 'true' })
})
afterAll(async () => {
  for (const socket of sockets) socket.destroy()
  silentSmtp.close()
  await ctx.close()
})

const requestReset = (email: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/password/reset', headers: SAME_ORIGIN, payload: { email } })

describe('password-reset request timing', () => {
  it('answers a known address without waiting for its mail, as fast as an unknown one', async () => {
    const started = Date.now()
    const known = await requestReset('werkstatt@example.com')
    const knownMs = Date.now() - started
    expect(known.statusCode).toBe(202)
    expect(knownMs).toBeLessThan(1_000)
    expect((await requestReset('nobody@example.com')).statusCode).toBe(202)
  })
})

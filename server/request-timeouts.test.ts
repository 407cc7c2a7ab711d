import type { AddressInfo } from 'node:net'
import net from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildTestApp } from './test/build-test-app'

let ctx: Awaited<ReturnType<typeof buildTestApp>>
let port: number
beforeAll(async () => {
  ctx = await buildTestApp({ REQUEST_TIMEOUT_SECONDS: '1' })
  await ctx.app.listen({ port: 0, host: '127.0.0.1' })
  port = (ctx.app.server.address() as AddressInfo).port
})
afterAll(() => ctx.close())

/** Sends `start` and then nothing; resolves with what the server answered and how long it kept the line. */
function stall(start: string): Promise<{ answer: string; ms: number }> {
  return new Promise((resolve, reject) => {
    const began = Date.now()
    let answer = ''
    const socket = net.connect(port, '127.0.0.1', () => socket.write(start))
    socket.on('data', (chunk) => {
      answer += chunk.toString('latin1')
    })
    socket.on('close', () => resolve({ answer, ms: Date.now() - began }))
    socket.on('error', reject)
    socket.setTimeout(8_000, () => socket.destroy(new Error('the server kept a stalled connection open')))
  })
}

describe('slow clients', () => {
  it('a body that stops arriving ends with 408 within the request timeout', async () => {
    const result = await stall(
      'POST /api/error-log HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"log',
    )
    expect(result.answer).toMatch(/^HTTP\/1\.1 408/)
    expect(result.ms).toBeLessThan(4_000)
  })

  it('headers that stop arriving end the connection too', async () => {
    const result = await stall('GET / HTTP/1.1\r\nHost: localhost\r\nX-Slow: ')
    expect(result.answer).toMatch(/^HTTP\/1\.1 408/)
    expect(result.ms).toBeLessThan(4_000)
  })
})

import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { Webhook } from 'standardwebhooks'

export type Received = {
  id: string
  timestamp: string
  /** Webhook.verify accepted the signature with the receiver's secret. */
  verified: boolean
  body: { type: string; timestamp: string; data: Record<string, unknown> }
}

/** How the receiver answers one request: a status, or `hold` to keep the request open until `release()`. */
export type Answer = { status: number; body?: string } | 'hold'

/**
 * A webhook receiver as a customer's ERP would run it: a plain node http server on a free port that
 * checks every signature with standardwebhooks' Webhook.verify and keeps what it got. `answer`
 * decides each reply (200 by default); held requests wait for `release()`.
 */
export async function startWebhookReceiver() {
  const received: Received[] = []
  const held: Array<() => void> = []
  const state = { secret: '', answer: (_: Received): Answer => ({ status: 200, body: 'ok' }) }
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8')
      const headers = {
        'webhook-id': String(request.headers['webhook-id']),
        'webhook-timestamp': String(request.headers['webhook-timestamp']),
        'webhook-signature': String(request.headers['webhook-signature']),
      }
      let verified = false
      try {
        new Webhook(state.secret).verify(text, headers)
        verified = true
      } catch {}
      const got: Received = {
        id: headers['webhook-id'],
        timestamp: headers['webhook-timestamp'],
        verified,
        body: JSON.parse(text),
      }
      received.push(got)
      const answer = state.answer(got)
      const reply = (status: number, body = '') => response.writeHead(status, { 'content-type': 'text/plain' }).end(body)
      if (answer === 'hold') held.push(() => reply(200, 'late'))
      else reply(answer.status, answer.body)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo

  return {
    url: `http://127.0.0.1:${port}/hooks`,
    received,
    state,
    /** Waits until `count` requests arrived (the worker runs after the commit, so tests wait for it). */
    async waitFor(count: number, timeoutMs = 10_000) {
      const until = Date.now() + timeoutMs
      while (received.length < count) {
        if (Date.now() > until) throw new Error(`receiver got ${received.length} of ${count} webhooks`)
        await new Promise((resolve) => setTimeout(resolve, 20))
      }
      return received
    },
    release() {
      for (const reply of held.splice(0)) reply()
    },
    async close() {
      this.release()
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    },
  }
}

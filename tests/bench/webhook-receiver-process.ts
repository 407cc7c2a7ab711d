/**
 * The webhook receiver of `npm run bench:webhooks`, run as its own process (it outlives every kill of
 * the shop): checks each signature with standardwebhooks, answers 200, and appends one JSON line per
 * request to OUT_FILE: the webhook-id, the order numbers, the payload's timestamp and when it arrived.
 */
import fs from 'node:fs'
import http from 'node:http'
import { Webhook } from 'standardwebhooks'

const webhook = new Webhook(process.env.WEBHOOK_SECRET ?? '')
const out = process.env.OUT_FILE ?? 'received.jsonl'

http
  .createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => chunks.push(chunk))
    request.on('end', () => {
      const receivedAt = Date.now()
      const text = Buffer.concat(chunks).toString('utf8')
      let verified = true
      try {
        webhook.verify(text, request.headers as Record<string, string>)
      } catch {
        verified = false
      }
      const body = JSON.parse(text) as { type: string; timestamp: string; data: { orderNumbers?: { first: string } } }
      const line = {
        id: request.headers['webhook-id'],
        type: body.type,
        first: body.data.orderNumbers?.first ?? null,
        eventAt: Date.parse(body.timestamp),
        receivedAt,
        verified,
      }
      fs.appendFileSync(out, `${JSON.stringify(line)}\n`)
      response.writeHead(verified ? 200 : 400).end()
    })
  })
  .listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.('listening'))

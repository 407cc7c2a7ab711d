import crypto from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'

/*
 * Information-centre answers are the caller's own and change whenever the ERP or the shop does
 * (an invoice is paid, a parcel arrives, an order is placed): their routes take the cache policy
 * `private-revalidate` (`private, no-cache`, server/plugins/cache-policy.ts), which keeps them out
 * of shared caches and makes the browser ask every time, and the ETag turns an unchanged answer
 * into a 304 without a body. What a buyer saw stays readable offline through the SPA's persisted
 * query cache and the service worker's PDF cache, not through the HTTP cache.
 */

export function etagOf(...parts: Array<string | Buffer>): string {
  const hash = crypto.createHash('sha256')
  for (const part of parts) hash.update(part)
  return `"${hash.digest('base64url').slice(0, 27)}"`
}

/** True (and the 304 sent) when the caller already has this version. */
export function answeredNotModified(request: FastifyRequest, reply: FastifyReply, etag: string): boolean {
  reply.header('etag', etag).header('vary', 'cookie, authorization')
  const sent = request.headers['if-none-match']
  if (sent === undefined || !sent.split(/\s*,\s*/).includes(etag)) return false
  reply.code(304).send()
  return true
}

/** Sends `body` as JSON with its ETag; an unchanged body answers 304. */
export function sendPrivate<T>(request: FastifyRequest, reply: FastifyReply, body: T): T | FastifyReply {
  if (answeredNotModified(request, reply, etagOf(JSON.stringify(body)))) return reply
  return body
}

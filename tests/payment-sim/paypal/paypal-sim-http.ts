import { randomUUID } from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { PaypalSimState } from './paypal-sim-state'

/** PayPal's error body: name, message, details[{issue, description}], debug_id. */
export function sendPaypalError(reply: FastifyReply, status: number, name: string, issue: string, description: string) {
  return reply.code(status).send({
    name,
    message:
      status === 422
        ? 'The requested action could not be performed, semantically incorrect, or failed business validation.'
        : description,
    debug_id: randomUUID().replace(/-/g, '').slice(0, 13),
    details: [{ issue, description }],
  })
}

export function notFound(reply: FastifyReply, what: string) {
  return sendPaypalError(reply, 404, 'RESOURCE_NOT_FOUND', 'INVALID_RESOURCE_ID', `Specified resource ID ${what} does not exist.`)
}

export function unprocessable(reply: FastifyReply, issue: string, description: string) {
  return sendPaypalError(reply, 422, 'UNPROCESSABLE_ENTITY', issue, description)
}

/** The cache key of a request's PayPal-Request-Id within one API, or null when the caller sent none. */
export function requestKey(request: FastifyRequest, api: string): string | null {
  const id = request.headers['paypal-request-id']
  return typeof id === 'string' && id !== '' ? `${api}:${id}` : null
}

/**
 * Answers 201 and remembers the success; PayPal answers a repeated request id with the same body and
 * 200 OK (failures are not kept, so a request that failed can be tried again).
 */
export function answerCreated(state: PaypalSimState, key: string | null, reply: FastifyReply, body: unknown) {
  if (key) state.replies.set(key, { status: 200, body })
  return reply.code(201).send(body)
}

/** Where the simulator is reachable for the caller: links it answers point back here. */
export function baseUrlOf(request: FastifyRequest, prefix: string): string {
  return `${request.protocol}://${request.headers.host ?? '127.0.0.1'}${prefix}`
}

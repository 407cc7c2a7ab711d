import type { FastifyReply } from 'fastify'
import type { ErrorBody } from '../../src/shared/contracts/content'

/**
 * Answers with the API's one error shape, `{ statusCode, code, message, details? }` with a stable code. Here, below
 * every plugin and domain folder, so that a guard in any of them can answer without importing plugins/.
 */
export function sendError(
  reply: FastifyReply,
  statusCode: number,
  code: string,
  message: string,
  details?: ErrorBody['details'],
) {
  const body: ErrorBody = details ? { statusCode, code, message, details } : { statusCode, code, message }
  return reply.code(statusCode).type('application/json').send(body)
}

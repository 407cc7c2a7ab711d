import type { FastifyReply } from 'fastify'
import type { ErrorBody } from '../../src/shared/contracts/content'

/**
 * Answers with the API's one error shape, `{ statusCode, code, message }` with a stable code. Here, below
 * every plugin and domain folder, so that a guard in any of them can answer without importing plugins/.
 */
export function sendError(reply: FastifyReply, statusCode: number, code: string, message: string) {
  const body: ErrorBody = { statusCode, code, message }
  return reply.code(statusCode).type('application/json').send(body)
}

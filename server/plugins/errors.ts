import type { FastifyError } from 'fastify'
import fp from 'fastify-plugin'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { errorBodySchema } from '../../src/shared/contracts/content'
import { sendError } from '../http/send-error'

/** The error answers a customer's idempotent change can get: invalid, no login, cross-site, not found, key in use, answer dropped, refused. */
export const customerChangeErrors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  410: errorBodySchema,
  422: errorBodySchema,
} as const

/** Every error leaves the API in one shape: `{ statusCode, code, message }`, with a stable code. */
export const errorsPlugin = fp(async (app) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = error.validation
        .map((issue) => `${issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'body'}: ${issue.message}`)
        .join('; ')
      return sendError(reply, 400, 'VALIDATION_FAILED', `Invalid ${error.validationContext ?? 'request'}: ${details}`)
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return sendError(reply, 413, 'BODY_TOO_LARGE', 'The request body is too large.')
    }
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      return sendError(reply, 400, 'MALFORMED_JSON', 'The request body is not valid JSON.')
    }
    if (error.statusCode && error.statusCode < 500) {
      return sendError(reply, error.statusCode, error.code ?? 'BAD_REQUEST', error.message)
    }
    request.log.error({ err: error }, 'unhandled error')
    return sendError(reply, 500, 'INTERNAL', 'Something went wrong on our side. Please try again.')
  })
})

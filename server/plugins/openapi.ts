import swagger from '@fastify/swagger'
import fp from 'fastify-plugin'
import { jsonSchemaTransform } from 'fastify-type-provider-zod'
import { IDEMPOTENCY_TTL_DAYS } from '../db/repositories/idempotency-repository'

/** Builds the OpenAPI document from the routes' zod schemas and serves it at /api/docs. */
export const openapiPlugin = fp(async (app) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Parts shop API',
        version: '1',
        // The IETF Idempotency-Key draft asks a server to publish how long it keeps keys.
        description:
          'Changes need an Idempotency-Key header (a UUID). The server keeps each key with its first answer for ' +
          `${IDEMPOTENCY_TTL_DAYS} days, longer than the offline queue keeps a change; a retry with the same key ` +
          'and payload in that time gets the first answer again (header Idempotent-Replayed: true).',
      },
    },
    transform: jsonSchemaTransform,
  })
  app.get('/api/docs', { schema: { hide: true } }, async () => app.swagger())
})

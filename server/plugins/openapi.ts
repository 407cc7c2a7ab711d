import swagger from '@fastify/swagger'
import fp from 'fastify-plugin'
import { jsonSchemaTransform } from 'fastify-type-provider-zod'

/** Builds the OpenAPI document from the routes' zod schemas and serves it at /api/docs. */
export const openapiPlugin = fp(async (app) => {
  await app.register(swagger, {
    openapi: {
      info: { title: 'Parts shop API', version: '1' },
    },
    transform: jsonSchemaTransform,
  })
  app.get('/api/docs', { schema: { hide: true } }, async () => app.swagger())
})

import { randomBytes } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import type { PaypalSimState } from './paypal-sim-state'

const TOKEN_SECONDS = 32_400

/** `POST /v1/oauth2/token` (client credentials, Basic auth) and the Bearer check on every other API call. */
export function registerOauthRoutes(
  scope: FastifyInstance,
  state: PaypalSimState,
  credentials: { clientId: string; clientSecret: string },
) {
  const expected = `Basic ${Buffer.from(`${credentials.clientId}:${credentials.clientSecret}`).toString('base64')}`

  scope.post('/v1/oauth2/token', async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, string>
    if (request.headers.authorization !== expected) {
      return reply.code(401).send({ error: 'invalid_client', error_description: 'Client Authentication failed' })
    }
    if (body.grant_type !== 'client_credentials') {
      return reply.code(400).send({ error: 'unsupported_grant_type', error_description: 'Grant Type is NULL' })
    }
    const token = `A21AA${randomBytes(32).toString('base64url')}`
    state.tokens.add(token)
    return {
      scope: 'https://uri.paypal.com/services/payments/payment/authcapture https://uri.paypal.com/services/applications/webhooks',
      access_token: token,
      token_type: 'Bearer',
      app_id: 'APP-SIMULATOR',
      expires_in: TOKEN_SECONDS,
      nonce: `${new Date().toISOString()}${randomBytes(8).toString('hex')}`,
    }
  })

  scope.addHook('onRequest', async (request, reply) => {
    const path = request.url.split('?')[0] ?? ''
    if (!/\/v[12]\//.test(path) || path.endsWith('/v1/oauth2/token')) return
    const token = request.headers.authorization?.replace(/^Bearer /, '')
    if (!token || !state.tokens.has(token)) {
      return reply.code(401).send({ error: 'invalid_token', error_description: 'Token signature verification failed' })
    }
  })
}

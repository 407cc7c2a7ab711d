import type { FastifyInstance } from 'fastify'
import { sendPaypalError } from './paypal-sim-http'
import { AUTH_ALGO, type WebhookSigner } from './paypal-sim-webhooks'

const FIELDS = ['auth_algo', 'cert_url', 'transmission_id', 'transmission_sig', 'transmission_time', 'webhook_id'] as const

/**
 * `POST /v1/notifications/verify-webhook-signature`: SUCCESS only for an event this simulator signed,
 * unchanged, for its own webhook id and certificate. The event is checked as compact JSON text, which
 * is exactly what the simulator sent when the shop passes the body through untouched.
 */
export function registerVerifyRoute(scope: FastifyInstance, signer: WebhookSigner, webhookId: string) {
  scope.post('/v1/notifications/verify-webhook-signature', async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>
    const missing = FIELDS.find((field) => typeof body[field] !== 'string') ?? (body.webhook_event ? null : 'webhook_event')
    if (missing) return sendPaypalError(reply, 400, 'VALIDATION_ERROR', 'MISSING_REQUIRED_PARAMETER', `${missing} is required.`)
    const fields = body as Record<(typeof FIELDS)[number], string>
    const ours =
      fields.webhook_id === webhookId &&
      fields.auth_algo === AUTH_ALGO &&
      URL.canParse(fields.cert_url) &&
      new URL(fields.cert_url).pathname.endsWith('/_sim/cert')
    const signed = ours && signer.verify(fields, JSON.stringify(body.webhook_event))
    return { verification_status: signed ? 'SUCCESS' : 'FAILURE' }
  })

  scope.get('/_sim/cert', async (_request, reply) => reply.type('application/x-pem-file').send(signer.publicKeyPem))
}

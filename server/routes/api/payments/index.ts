import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { PROVIDER_IDS } from '../../../../src/shared/contracts/payment-constants'
import { sendError } from '../../../http/send-error'
import { applyNotification } from '../../../payments/apply-notification'
import { NotificationRejected } from '../../../payments/payment-provider'

const paramsSchema = z.object({ provider: z.enum(PROVIDER_IDS) })

/**
 * Where PAYONE (TransactionStatus, form-encoded) and PayPal (webhooks, JSON) tell the shop what
 * happened. No session: the adapter verifies each (PAYONE's key, PayPal's signature check) from the
 * body as it came, so the body is kept as text here. Answered only once applied: a provider that
 * gets no answer sends it again, and a second delivery changes nothing.
 */
export const paymentNotificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.removeContentTypeParser(['application/json', 'text/plain'])
  const asText = { parseAs: 'string' as const, bodyLimit: 256 * 1024 }
  for (const type of ['application/json', 'application/x-www-form-urlencoded', 'text/plain']) {
    app.addContentTypeParser(type, asText, (_request, body, done) => done(null, body))
  }

  app.post(
    '/payments/:provider/notifications',
    {
      schema: {
        summary: "A payment provider's notification (PAYONE TransactionStatus, PayPal webhook)",
        params: paramsSchema,
        body: z.string().max(256 * 1024),
      },
    },
    async (request, reply) => {
      const provider = app.payments.deps.providers.get(request.params.provider)
      if (!provider) return sendError(reply, 404, 'PAYMENT_PROVIDER_NOT_CONFIGURED', 'This payment provider is not configured.')
      let note: Awaited<ReturnType<typeof provider.readNotification>>
      try {
        note = await provider.readNotification({
          headers: request.headers,
          rawBody: request.body,
          contentType: request.headers['content-type'] ?? '',
        })
      } catch (error) {
        if (error instanceof NotificationRejected) return sendError(reply, 401, 'NOTIFICATION_REJECTED', error.message)
        throw error
      }
      await applyNotification(app.payments.deps, provider, note)
      return reply.type(provider.notificationAnswer.contentType).send(provider.notificationAnswer.body)
    },
  )
}

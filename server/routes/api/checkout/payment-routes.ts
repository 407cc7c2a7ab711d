import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { paymentIdParamsSchema, paymentReturnBodySchema, paymentStateSchema } from '../../../../src/shared/contracts/payment'
import { sendError } from '../../../http/send-error'
import { findPayment, stateOf } from '../../../payments/payment-row'
import { returnFromProvider } from '../../../payments/return-payment'
import { startPayment } from '../../../payments/start-payment'
import { callerOf } from '../../../plugins/auth'
import { customerChangeErrors } from '../../../plugins/errors'

const PAYMENT_NOT_FOUND = 'PAYMENT_NOT_FOUND'

/**
 * The buyer's side of an online payment (docs/payments.md). No Idempotency-Key: these calls reach
 * the provider, which a change transaction must not wait for, and each is safe to repeat by itself:
 * a payment moves only forward, so asking twice answers its status twice.
 */
export const paymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app.payments
  const ownPayment = async (customerId: string, paymentId: string) => {
    const row = await findPayment(app.db, paymentId)
    return row?.customer_id === customerId ? row : undefined
  }
  const notFound = { code: PAYMENT_NOT_FOUND, message: 'No such payment.' }
  const responses = { 200: paymentStateSchema, ...customerChangeErrors }

  app.get(
    '/checkout/payments/:paymentId',
    {
      config: { cache: 'private' },
      schema: { summary: 'The status of an own online payment', params: paymentIdParamsSchema, response: responses },
    },
    async (request, reply) => {
      const row = await ownPayment(callerOf(request).customerId, request.params.paymentId)
      return row ? stateOf(row) : sendError(reply, 404, notFound.code, notFound.message)
    },
  )

  app.post(
    '/checkout/payments/:paymentId/start',
    {
      schema: {
        summary: 'Send a pending payment to its provider (card: PAYONE, PayPal)',
        params: paymentIdParamsSchema,
        response: responses,
      },
    },
    async (request, reply) => {
      const row = await ownPayment(callerOf(request).customerId, request.params.paymentId)
      if (!row) return sendError(reply, 404, notFound.code, notFound.message)
      return stateOf((await startPayment(deps, row)) ?? row)
    },
  )

  app.post(
    '/checkout/payments/:paymentId/return',
    {
      schema: {
        summary: 'The buyer came back from the provider to /checkout/redirect',
        params: paymentIdParamsSchema,
        body: paymentReturnBodySchema,
        response: responses,
      },
    },
    async (request, reply) => {
      const row = await ownPayment(callerOf(request).customerId, request.params.paymentId)
      if (!row) return sendError(reply, 404, notFound.code, notFound.message)
      return stateOf((await returnFromProvider(deps, row, request.body.result, request.body.query)) ?? row)
    },
  )
}

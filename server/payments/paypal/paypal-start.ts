import type { StartInput, StartResult } from '../payment-provider'
import { paypalAmountValue, paypalLocale } from './paypal-amount'
import type { PaypalClient } from './paypal-client'
import { failureOfIssue, paypalIssue, paypalMessage } from './paypal-failure'

/** Orders v2 create: intent AUTHORIZE, so the money is only reserved and a changed cart can release it. */
export function createOrderBody(input: StartInput, brandName: string | undefined): Record<string, unknown> {
  return {
    intent: 'AUTHORIZE',
    purchase_units: [
      {
        reference_id: input.paymentId,
        custom_id: input.paymentId,
        invoice_id: input.paymentId,
        amount: { currency_code: input.currency, value: paypalAmountValue(input.amountCents, input.currency) },
      },
    ],
    payment_source: {
      paypal: {
        experience_context: {
          return_url: input.successUrl,
          cancel_url: input.cancelUrl,
          user_action: 'PAY_NOW',
          locale: paypalLocale(input.language, input.buyer.country),
          ...(brandName ? { brand_name: brandName } : {}),
          // The parts go by the shop's own freight; PayPal asks for no address.
          shipping_preference: 'NO_SHIPPING',
        },
      },
    },
  }
}

type Link = { href?: unknown; rel?: unknown }

/** The buyer goes to PayPal's `payer-action` link (`approve` in answers without a payment_source). */
export function approvalLink(body: Record<string, unknown>): string | null {
  const links = Array.isArray(body.links) ? (body.links as Link[]) : []
  const link = links.find((l) => l.rel === 'payer-action') ?? links.find((l) => l.rel === 'approve')
  return typeof link?.href === 'string' ? link.href : null
}

export async function startPaypalOrder(client: PaypalClient, input: StartInput, brandName?: string): Promise<StartResult> {
  const answer = await client.call({
    method: 'POST',
    path: '/v2/checkout/orders',
    body: createOrderBody(input, brandName),
    requestId: `${input.paymentId}-create`,
  })
  const orderId = typeof answer.body.id === 'string' ? answer.body.id : null
  const redirectUrl = approvalLink(answer.body)
  if ((answer.status === 200 || answer.status === 201) && orderId && redirectUrl) {
    return { kind: 'redirect', providerRef: orderId, redirectUrl, response: answer.body }
  }
  const issue = paypalIssue(answer)
  return {
    kind: 'failed',
    failure: failureOfIssue(issue),
    providerRef: orderId,
    message: paypalMessage(answer),
    response: answer.body,
  }
}

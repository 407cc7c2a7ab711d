import { type IncomingNotification, NotificationRejected, type ProviderNotification } from '../payment-provider'
import type { PaypalClient } from './paypal-client'

const KINDS: Record<string, ProviderNotification['kind']> = {
  // The shop authorizes on the buyer's return or by its job; an approval alone reserves no money.
  'CHECKOUT.ORDER.APPROVED': 'other',
  'PAYMENT.AUTHORIZATION.CREATED': 'authorized',
  'PAYMENT.AUTHORIZATION.VOIDED': 'voided',
  'PAYMENT.CAPTURE.COMPLETED': 'captured',
  'PAYMENT.CAPTURE.DENIED': 'failed',
  'PAYMENT.CAPTURE.DECLINED': 'failed',
  'PAYMENT.CAPTURE.REFUNDED': 'refunded',
}

function header(incoming: IncomingNotification, name: string): string {
  const value = incoming.headers[name] ?? incoming.headers[name.toLowerCase()]
  const text = Array.isArray(value) ? value[0] : value
  if (!text) throw new NotificationRejected(`PayPal webhook without ${name}`)
  return text
}

/**
 * Asks PayPal whether it signed this webhook (verify-webhook-signature). The event goes back as the
 * exact text that arrived: PayPal checks a CRC32 of it, and re-serializing parsed JSON can change it.
 * No answer from PayPal throws a plain Error (the route answers 5xx, PayPal delivers again later);
 * a FAILURE throws NotificationRejected.
 */
async function verify(client: PaypalClient, incoming: IncomingNotification, webhookId: string): Promise<void> {
  const fields = {
    auth_algo: header(incoming, 'paypal-auth-algo'),
    cert_url: header(incoming, 'paypal-cert-url'),
    transmission_id: header(incoming, 'paypal-transmission-id'),
    transmission_sig: header(incoming, 'paypal-transmission-sig'),
    transmission_time: header(incoming, 'paypal-transmission-time'),
    webhook_id: webhookId,
  }
  const body = `${JSON.stringify(fields).slice(0, -1)},"webhook_event":${incoming.rawBody}}`
  const answer = await client.call({ method: 'POST', path: '/v1/notifications/verify-webhook-signature', body })
  if (answer.status !== 200) throw new Error(`PayPal verify-webhook-signature answered HTTP ${answer.status}`)
  if (answer.body.verification_status !== 'SUCCESS') throw new NotificationRejected('PayPal webhook signature not verified')
}

type Resource = {
  id?: unknown
  custom_id?: unknown
  purchase_units?: Array<{ custom_id?: unknown }>
  supplementary_data?: { related_ids?: { order_id?: unknown } }
}

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null)

export async function readPaypalNotification(
  client: PaypalClient,
  incoming: IncomingNotification,
  webhookId: string,
): Promise<ProviderNotification> {
  let event: Record<string, unknown>
  try {
    event = JSON.parse(incoming.rawBody) as Record<string, unknown>
  } catch {
    throw new NotificationRejected('PayPal webhook body is not JSON')
  }
  if (typeof event !== 'object' || event === null || typeof event.id !== 'string') {
    throw new NotificationRejected('PayPal webhook without an event id')
  }
  await verify(client, incoming, webhookId)
  const type = String(event.event_type)
  const resource = (event.resource ?? {}) as Resource
  const isOrder = type.startsWith('CHECKOUT.ORDER.')
  const order = Date.parse(String(event.create_time))
  return {
    eventId: `paypal:${event.id}`,
    paymentId: text(resource.custom_id) ?? text(resource.purchase_units?.[0]?.custom_id),
    providerRef: isOrder ? text(resource.id) : text(resource.supplementary_data?.related_ids?.order_id),
    kind: KINDS[type] ?? 'other',
    order: Number.isNaN(order) ? 0 : order,
    raw: event,
  }
}

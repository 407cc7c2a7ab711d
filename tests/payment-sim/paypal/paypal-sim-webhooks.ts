import { createSign, createVerify, generateKeyPairSync, randomUUID } from 'node:crypto'
import { crc32 } from 'node:zlib'
import { isoNow, type PaypalSimState, paypalId } from './paypal-sim-state'

export const AUTH_ALGO = 'SHA256withRSA'
const RETRY_DELAYS_MS = [500, 2000]

/**
 * PayPal's webhook signature: SHA256withRSA over `transmission_id|transmission_time|webhook_id|crc32(body)`
 * (the CRC as a decimal number). The simulator signs with its own key pair and publishes the public key
 * at `cert_url`; its verify-webhook-signature checks with the same key, as PayPal does with its certificate.
 */
export function createWebhookSigner(webhookId: string) {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 })
  const signedText = (id: string, time: string, hookId: string, body: string) =>
    `${id}|${time}|${hookId}|${crc32(Buffer.from(body, 'utf8'))}`
  return {
    publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    sign(id: string, time: string, body: string): string {
      return createSign('sha256')
        .update(signedText(id, time, webhookId, body))
        .sign(privateKey, 'base64')
    },
    verify(
      fields: { transmission_id: string; transmission_time: string; webhook_id: string; transmission_sig: string },
      body: string,
    ) {
      const text = signedText(fields.transmission_id, fields.transmission_time, fields.webhook_id, body)
      return createVerify('sha256').update(text).verify(publicKey, fields.transmission_sig, 'base64')
    },
  }
}

export type WebhookSigner = ReturnType<typeof createWebhookSigner>

/** Sends stored events to the shop; a delivery not answered 2xx is tried twice more, as PayPal retries. */
export function createWebhookSender(state: PaypalSimState, signer: WebhookSigner, shopWebhookUrl: () => string) {
  async function deliverOnce(eventId: string, base: string): Promise<number | null> {
    const event = state.events.get(eventId)
    if (!event || state.closed) return null
    const transmissionId = randomUUID()
    const transmissionTime = isoNow()
    event.deliveries += 1
    try {
      const response = await fetch(shopWebhookUrl(), {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'paypal-transmission-id': transmissionId,
          'paypal-transmission-time': transmissionTime,
          'paypal-transmission-sig': signer.sign(transmissionId, transmissionTime, event.body),
          'paypal-cert-url': `${base}/_sim/cert`,
          'paypal-auth-algo': AUTH_ALGO,
        },
        body: event.body,
        signal: AbortSignal.timeout(5000),
      })
      await response.arrayBuffer()
      return response.status
    } catch {
      return null
    }
  }

  function deliverWithRetries(eventId: string, base: string, attempt = 0): void {
    void deliverOnce(eventId, base).then((status) => {
      const delay = RETRY_DELAYS_MS[attempt]
      if ((status !== null && status < 300) || delay === undefined || state.closed) return
      setTimeout(() => deliverWithRetries(eventId, base, attempt + 1), delay).unref()
    })
  }

  /** Stores an event in PayPal's envelope and sends it; returns its id (`WH-…`). */
  function emit(type: string, resourceType: string, resource: unknown, summary: string, base: string): string {
    const id = `WH-${paypalId(8)}-${paypalId(17)}`
    const event = {
      id,
      event_version: '1.0',
      create_time: isoNow(),
      resource_type: resourceType,
      resource_version: '2.0',
      event_type: type,
      summary,
      resource,
      links: [{ href: `${base}/v1/notifications/webhooks-events/${id}`, rel: 'self', method: 'GET' }],
    }
    state.events.set(id, { id, type, body: JSON.stringify(event), deliveries: 0 })
    deliverWithRetries(id, base)
    return id
  }

  return { emit, deliverOnce }
}

export type WebhookSender = ReturnType<typeof createWebhookSender>

import { Webhook } from 'standardwebhooks'

export type WebhookMessage = { url: string; secret: string; eventId: string; payload: string }

export type SendOutcome = {
  /** The receiver answered 2xx. */
  delivered: boolean
  statusCode: number | null
  /** The first 1,000 characters of the answer, or the network error. */
  answer: string
  durationMs: number
  /** Stopped by `signal` (the shop shutting down): not an attempt, the delivery is simply due again. */
  interrupted: boolean
}

const ANSWER_CHARS = 1000

/** Reads no more of the answer than the log keeps: a receiver cannot make the shop buffer megabytes. */
async function answerStart(response: Response): Promise<string> {
  if (!response.body) return ''
  const reader = response.body.getReader()
  const decoder = new TextDecoder()
  let text = ''
  try {
    while (text.length < ANSWER_CHARS) {
      const { done, value } = await reader.read()
      if (done) break
      text += decoder.decode(value, { stream: true })
    }
  } finally {
    await reader.cancel().catch(() => {})
  }
  return text.slice(0, ANSWER_CHARS)
}

/**
 * One POST in the Standard Webhooks form: the stored body as it is, `webhook-id` (the event's id, the
 * same on every attempt), `webhook-timestamp` (now) and `webhook-signature` (v1, HMAC-SHA256 over
 * id.timestamp.body with the endpoint's secret). Redirects are not followed (a 3xx is a failed attempt),
 * and only http and https leave the shop.
 */
export async function sendWebhook(
  message: WebhookMessage,
  options: { timeoutMs: number; signal?: AbortSignal; now?: Date },
): Promise<SendOutcome> {
  const started = performance.now()
  const elapsed = () => Math.round(performance.now() - started)
  const protocol = URL.canParse(message.url) ? new URL(message.url).protocol : ''
  if (protocol !== 'http:' && protocol !== 'https:')
    return {
      delivered: false,
      statusCode: null,
      answer: 'only http and https URLs are called',
      durationMs: 0,
      interrupted: false,
    }
  const sentAt = options.now ?? new Date()
  const timestamp = Math.floor(sentAt.getTime() / 1000)
  const signature = new Webhook(message.secret).sign(message.eventId, sentAt, message.payload)
  const timeout = AbortSignal.timeout(options.timeoutMs)
  const signal = options.signal ? AbortSignal.any([timeout, options.signal]) : timeout
  try {
    const response = await fetch(message.url, {
      method: 'POST',
      redirect: 'manual',
      signal,
      headers: {
        'content-type': 'application/json',
        'user-agent': 'parts-shop-webhooks/1',
        'webhook-id': message.eventId,
        'webhook-timestamp': String(timestamp),
        'webhook-signature': signature,
      },
      body: message.payload,
    })
    const answer = await answerStart(response)
    const delivered = response.status >= 200 && response.status < 300
    return { delivered, statusCode: response.status, answer, durationMs: elapsed(), interrupted: false }
  } catch (error) {
    const interrupted = options.signal?.aborted === true
    const reason = timeout.aborted ? `no answer within ${options.timeoutMs} ms` : describe(error)
    return { delivered: false, statusCode: null, answer: reason.slice(0, ANSWER_CHARS), durationMs: elapsed(), interrupted }
  }
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error)
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : ''
  return `${error.message}${cause}`
}

import { createHash, createHmac, timingSafeEqual } from 'node:crypto'
import type { PaymentFailure } from '../payment-provider'

/**
 * PAYONE's wire format as the shop speaks it, shared with the simulator (which adds the server's half,
 * tests/payment-sim/payone/payone-sim-wire.ts): requests are form-encoded, the Server API answers
 * `key=value` lines, and the portal key travels only as its MD5 (Server API, TransactionStatus) or as
 * the HMAC key of the Client API hash (docs/payments.md, ## PAYONE).
 */
export const PAYONE_API_VERSION = '3.11'

export function md5Hex(value: string): string {
  return createHash('md5').update(value, 'utf8').digest('hex')
}

/** The Client API hash: HMAC-SHA384 over the parameter values sorted by name, keyed with the portal key. */
export function clientApiHash(params: Record<string, string>, portalKey: string): string {
  const data = Object.keys(params)
    .filter((name) => name !== 'hash')
    .sort()
    .map((name) => params[name])
    .join('')
  return createHmac('sha384', portalKey).update(data, 'utf8').digest('hex')
}

export function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}

/** A Server API answer: one `key=value` a line; values may hold `=` (redirecturl), so split at the first. */
export function parseAnswer(body: string): Record<string, string> {
  const answer: Record<string, string> = {}
  for (const line of body.split(/\r?\n/)) {
    const at = line.indexOf('=')
    if (at > 0) answer[line.slice(0, at).trim()] = line.slice(at + 1).trim()
  }
  return answer
}

/**
 * PAYONE's error codes that mean the card or its issuer said no (docs.payone.com, "Error messages");
 * every other code (parameters, configuration, issuer unreachable) is the provider's trouble.
 */
const REFUSAL_CODES = new Set([2, 4, 5, 7, 12, 13, 14, 31, 33, 34, 43, 51, 55, 56, 57, 60, 61, 62, 63, 65, 102, 103, 104])

export function failureOfErrorCode(errorcode: string | undefined): PaymentFailure {
  return REFUSAL_CODES.has(Number(errorcode)) ? 'declined' : 'providerError'
}

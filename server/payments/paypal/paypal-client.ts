import type { PaypalConfig } from '../../payment-config'

/** PayPal's answer to one REST call: the HTTP status and the parsed JSON body ({} when there was none). */
export type PaypalAnswer = { status: number; body: Record<string, unknown> }

export type PaypalRequest = {
  method: 'GET' | 'POST'
  path: string
  /** An object is sent as JSON; a string is sent as it is (a body that must not be re-serialized). */
  body?: Record<string, unknown> | string
  requestId?: string
}

/** The call did not get an answer: timeout, refused connection, or an answer that was not JSON. */
export class PaypalUnreachable extends Error {}

// A token is renewed this long before PayPal says it expires, so no call travels with a dying one.
const TOKEN_MARGIN_MS = 60_000

/**
 * PayPal's REST API with OAuth 2.0 client credentials: the token is fetched once and kept until it
 * nearly expires; a 401 (token revoked early) fetches a new one and repeats the call once.
 */
export function createPaypalClient(config: PaypalConfig, timeoutMs: number) {
  const apiUrl = config.apiUrl.replace(/\/+$/, '')
  let token: { value: string; expiresAt: number } | null = null

  async function send(path: string, init: RequestInit): Promise<PaypalAnswer> {
    let response: Response
    let text: string
    try {
      response = await fetch(`${apiUrl}${path}`, { ...init, signal: AbortSignal.timeout(timeoutMs) })
      text = await response.text()
    } catch (error) {
      throw new PaypalUnreachable(`PayPal ${path}: ${error instanceof Error ? error.message : String(error)}`)
    }
    if (text === '') return { status: response.status, body: {} }
    try {
      return { status: response.status, body: JSON.parse(text) as Record<string, unknown> }
    } catch {
      throw new PaypalUnreachable(`PayPal ${path}: HTTP ${response.status} answered no JSON`)
    }
  }

  // Calls that start together share one token request instead of each fetching its own.
  let tokenRequest: Promise<string> | null = null
  function accessToken(): Promise<string> {
    if (token && token.expiresAt > Date.now()) return Promise.resolve(token.value)
    tokenRequest ??= fetchToken().finally(() => {
      tokenRequest = null
    })
    return tokenRequest
  }

  async function fetchToken(): Promise<string> {
    const basic = Buffer.from(`${config.clientId}:${config.clientSecret}`).toString('base64')
    const answer = await send('/v1/oauth2/token', {
      method: 'POST',
      headers: { authorization: `Basic ${basic}`, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=client_credentials',
    })
    const value = answer.body.access_token
    if (answer.status !== 200 || typeof value !== 'string') {
      throw new PaypalUnreachable(`PayPal refused the client credentials (HTTP ${answer.status})`)
    }
    const expiresIn = typeof answer.body.expires_in === 'number' ? answer.body.expires_in : 0
    token = { value, expiresAt: Date.now() + expiresIn * 1000 - TOKEN_MARGIN_MS }
    return value
  }

  async function call(request: PaypalRequest, retried = false): Promise<PaypalAnswer> {
    const headers: Record<string, string> = {
      authorization: `Bearer ${await accessToken()}`,
      accept: 'application/json',
      prefer: 'return=representation',
    }
    if (request.requestId) headers['paypal-request-id'] = request.requestId
    let body: string | undefined
    if (request.body !== undefined) {
      headers['content-type'] = 'application/json'
      body = typeof request.body === 'string' ? request.body : JSON.stringify(request.body)
    }
    const answer = await send(request.path, { method: request.method, headers, ...(body === undefined ? {} : { body }) })
    if (answer.status === 401 && !retried) {
      token = null
      return call(request, true)
    }
    return answer
  }

  return { call }
}

export type PaypalClient = ReturnType<typeof createPaypalClient>

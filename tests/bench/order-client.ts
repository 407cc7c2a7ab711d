/**
 * How the kill benchmarks place orders over HTTP as a client with an offline queue does: every change
 * with its own Idempotency-Key, sent again with the same key after a crash until the server answers.
 */
import { randomUUID } from 'node:crypto'
import { placeOrderBody } from './bench-kit'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const LOCALE = { languageID: 'de', countryID: 'DE' }

export function createOrderClient(port: number) {
  const base = `http://127.0.0.1:${port}`
  const jsonOrigin = { 'content-type': 'application/json', origin: `http://localhost:${port}`, 'sec-fetch-site': 'same-origin' }
  let sentAgain = 0

  /** One call, sent again with the same key after every crash until the server answers. */
  async function call(token: string, pathName: string, body: object, key?: string): Promise<Record<string, unknown>> {
    for (;;) {
      try {
        const response = await fetch(`${base}${pathName}`, {
          method: 'POST',
          headers: {
            ...jsonOrigin,
            ...(token ? { authorization: `Bearer ${token}` } : {}),
            ...(key ? { 'idempotency-key': key } : {}),
          },
          body: JSON.stringify(body),
        })
        if (response.status === 200) return (await response.json()) as Record<string, unknown>
        // 409: the first request with this key still runs (or ran into the crash) — wait and ask again.
        if (response.status !== 409 && response.status !== 503)
          throw new Error(`${pathName} ${response.status}: ${await response.text()}`)
      } catch (error) {
        if (error instanceof Error && error.message.startsWith(pathName)) throw error
      }
      sentAgain++
      await sleep(200)
    }
  }

  return {
    call,
    login: async (credentials: { username: string; password: string }) =>
      (await call('', '/api/login', credentials)).accessToken as string,
    /** Add to cart, quote, place: resolves with the placeOrder answer once the server acknowledged it. */
    async placeOrder(token: string, sku: string, reference: string) {
      await call(token, '/api/checkout/cart/add', { items: [{ sku, qty: 1 }], ...LOCALE }, randomUUID())
      const quote = await call(token, '/api/checkout/cart/getQuote', LOCALE)
      return call(token, '/api/checkout/placeOrder', placeOrderBody(LOCALE, quote.basHash, reference), randomUUID())
    },
    sentAgain: () => sentAgain,
  }
}

import { randomUUID } from 'node:crypto'
import { DEMO, loginCookie, SAME_ORIGIN } from '../test/auth-helpers'
import { buildTestApp, type TestAppOptions } from '../test/build-test-app'

export type CartTestApp = Awaited<ReturnType<typeof buildCartTestApp>>

/** A placeOrder body: German, to the billing address, standard freight on invoice, reference WO-4711; `extra` overrides. */
export const placeOrderBody = (basHash: string, extra: object = {}) => ({
  languageID: 'de',
  countryID: 'DE',
  basHash,
  shipping: { kind: 'billing' },
  transportId: 'standard',
  paymentId: 'invoice',
  customerOrderReference: 'WO-4711',
  acceptPolicy: true,
  ...extra,
})

/** The real app with a small seeded catalogue and the demo logins, plus helpers that speak the cart API. */
export async function buildCartTestApp(parts = 400, env: Record<string, string> = {}, options: TestAppOptions = {}) {
  const ctx = await buildTestApp(env, { ...options, demoParts: parts })
  const cookies = {
    werkstatt: await loginCookie(ctx.app, DEMO.werkstatt),
    einkauf: await loginCookie(ctx.app, DEMO.einkauf),
    flotte: await loginCookie(ctx.app, DEMO.flotte),
  }

  /** A part as the cart payload names it ('{vendorId}-{sku}'), chosen by its stock. */
  async function partSkus(where: 'inStock' | 'outOfStock', count: number, minStock = 50): Promise<string[]> {
    let query = ctx.app.db.selectFrom('parts').select(['vendor_id', 'sku']).orderBy('id').limit(count)
    query = where === 'inStock' ? query.where('stock_total', '>=', minStock) : query.where('stock_total', '=', 0)
    const rows = await query.execute()
    if (rows.length < count) throw new Error(`the test catalogue has only ${rows.length} ${where} parts`)
    return rows.map((row) => `${row.vendor_id}-${row.sku}`)
  }

  function post(url: string, payload: unknown, options: { cookie?: string; key?: string | null } = {}) {
    const headers: Record<string, string> = { ...SAME_ORIGIN, cookie: options.cookie ?? cookies.werkstatt }
    if (options.key !== null) headers['idempotency-key'] = options.key ?? randomUUID()
    return ctx.app.inject({ method: 'POST', url, payload: payload as object, headers })
  }

  async function quote(cookie = cookies.werkstatt) {
    const response = await post('/api/checkout/cart/getQuote', { languageID: 'de', countryID: 'DE' }, { cookie, key: null })
    if (response.statusCode !== 200) throw new Error(`getQuote ${response.statusCode} ${response.body}`)
    return response.json()
  }

  return { ...ctx, cookies, partSkus, post, quote }
}

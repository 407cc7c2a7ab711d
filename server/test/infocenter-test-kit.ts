import type { LightMyRequestResponse } from 'fastify'
import { DEMO, loginCookie } from './auth-helpers'
import { buildTestApp } from './build-test-app'

export type InfocenterTestApp = Awaited<ReturnType<typeof buildInfocenterTestApp>>
type Who = 'werkstatt' | 'einkauf' | 'flotte'

/**
 * The real app with the demo ERP history (seeded at start, as in production) and the demo
 * customers logged in: werkstatt (D1000001, all features), einkauf (D1000002, no prices), flotte
 * (D1000003). Helpers read the history straight from the database to pick what to ask for.
 */
export async function buildInfocenterTestApp() {
  const ctx = await buildTestApp({}, { erpHistory: true })
  const cookies: Record<Who, string> = {
    werkstatt: await loginCookie(ctx.app, DEMO.werkstatt),
    einkauf: await loginCookie(ctx.app, DEMO.einkauf),
    flotte: await loginCookie(ctx.app, DEMO.flotte),
  }
  const customerOf: Record<Who, string> = { werkstatt: 'D1000001', einkauf: 'D1000002', flotte: 'D1000003' }

  function get(url: string, who: Who = 'werkstatt', headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
    return ctx.app.inject({ method: 'GET', url, headers: { cookie: cookies[who], ...headers } })
  }

  /** A document of the customer, of the type asked for, with at least one part line. */
  async function documentOf(who: Who, type: 'invoice' | 'creditnote' | 'deliverynote' | 'packinglist') {
    return ctx.app.db
      .selectFrom('documents as d')
      .selectAll('d')
      .where('d.customer_id', '=', customerOf[who])
      .where('d.type', '=', type)
      .where('d.document_id', 'in', (eb) => eb.selectFrom('document_lines').select('document_id').where('vendor_id', '<>', ''))
      .orderBy('d.document_id')
      .executeTakeFirstOrThrow()
  }

  async function setFeature(who: Who, feature: 'feature_invoice' | 'feature_shipment' | 'feature_order', on: boolean) {
    await ctx.app.db
      .updateTable('customers')
      .set({ [feature]: on ? 1 : 0 })
      .where('customer_id', '=', customerOf[who])
      .execute()
  }

  return { ...ctx, cookies, customerOf, get, documentOf, setFeature }
}

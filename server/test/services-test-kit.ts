import { randomUUID } from 'node:crypto'
import type { LightMyRequestResponse } from 'fastify'
import { SAME_ORIGIN } from './auth-helpers'
import { buildInfocenterTestApp } from './infocenter-test-kit'

type Who = 'werkstatt' | 'einkauf' | 'flotte'
export type ServicesTestApp = Awaited<ReturnType<typeof buildServicesTestApp>>

/**
 * The information-centre test app (demo ERP history, demo customers logged in) with the calls the
 * issue-14 pages make: changes as the SPA sends them (same origin, a fresh Idempotency-Key each).
 */
export async function buildServicesTestApp() {
  const ctx = await buildInfocenterTestApp()

  function post(
    url: string,
    payload: unknown = {},
    who: Who = 'werkstatt',
    key: string = randomUUID(),
  ): Promise<LightMyRequestResponse> {
    return ctx.app.inject({
      method: 'POST',
      url,
      payload: payload as object,
      headers: { ...SAME_ORIGIN, cookie: ctx.cookies[who], 'idempotency-key': key },
    })
  }

  /** A line of one of the customer's orders with at least `minQty` pieces, for the forms and the pickup appointments. */
  async function orderLineOf(who: Who, minQty = 1) {
    return (
      ctx.app.db
        .selectFrom('orders as o')
        .innerJoin('order_lines as l', 'l.order_number', 'o.order_number')
        .select(['o.order_number', 'l.position', 'l.qty', 'l.sku'])
        .where('o.customer_id', '=', ctx.customerOf[who])
        .where('l.qty', '>=', minQty)
        // Forms name delivered pieces only, pickups an order with something to collect (issue 30).
        .where('l.delivered_qty', '>=', minQty)
        .where('o.status', 'not in', ['cancelled', 'backordered'])
        .orderBy('o.order_number')
        .orderBy('l.position')
        .executeTakeFirstOrThrow()
    )
  }

  /**
   * A goods line of one of the customer's delivery notes (or invoices) whose order line has at least
   * `minDelivered` pieces delivered; `nth` picks another line, so tests of one app do not share pieces.
   */
  async function documentLineOf(who: Who, minDelivered = 1, nth = 0, type: 'deliverynote' | 'invoice' = 'deliverynote') {
    return ctx.app.db
      .selectFrom('document_lines as dl')
      .innerJoin('documents as d', 'd.document_id', 'dl.document_id')
      .innerJoin('order_lines as ol', (join) =>
        join.onRef('ol.order_number', '=', 'dl.order_number').onRef('ol.sku_norm', '=', 'dl.sku_norm'),
      )
      .select(['dl.document_id', 'dl.position', 'dl.order_number', 'dl.sku', 'dl.sku_norm', 'dl.vendor_id', 'ol.delivered_qty'])
      .where('d.customer_id', '=', ctx.customerOf[who])
      .where('d.type', '=', type)
      .where('dl.line_kind', '=', 'goods')
      .where('dl.vendor_id', '<>', '')
      .where('ol.delivered_qty', '>=', minDelivered)
      .orderBy('dl.document_id')
      .orderBy('dl.position')
      .offset(nth)
      .limit(1)
      .executeTakeFirstOrThrow()
  }

  /** A part number from the demo catalogue. */
  async function someSku(offset = 0) {
    const row = await ctx.app.db
      .selectFrom('parts')
      .select(['sku', 'vendor_id'])
      .orderBy('id')
      .offset(offset)
      .limit(1)
      .executeTakeFirstOrThrow()
    return row
  }

  return { ...ctx, post, orderLineOf, documentLineOf, someSku }
}

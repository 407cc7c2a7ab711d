import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { MAX_RUNNING_DOWNLOADS } from '../../src/shared/contracts/downloads'
import { RUNNING_DOWNLOAD_STATES } from '../../src/shared/contracts/downloads-constants'
import { placeOrderBody } from '../checkout/cart-test-kit'
import { MAX_OPEN_APPOINTMENTS } from '../shop/branch-slots'
import { race, report } from './race-kit'
import { buildServicesTestApp, type ServicesTestApp } from './services-test-kit'

/**
 * Every "read, check, write" rule under N requests at once with different Idempotency-Keys (double
 * clicks, two tabs, two colleagues): exactly the allowed number succeed and the database holds
 * exactly that. Runs on SQLite and, with TEST_DATABASE_URL, on PostgreSQL (docs/decisions/014).
 */
const N = 10
let t: ServicesTestApp
const werkstatt = 'D1000001'
beforeAll(async () => {
  t = await buildServicesTestApp()
}, 120_000)
afterAll(() => t.close())

const count = async (table: 'customer_addresses' | 'favourites' | 'notice_list_entries', customerId = werkstatt) =>
  Number(
    (
      await t.app.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .where('customer_id', '=', customerId)
        .executeTakeFirstOrThrow()
    ).n,
  )

/** Rows of the demo catalogue, in a fixed order: each test takes parts of its own. */
async function parts(n: number, offset = 0, minStock = 0) {
  return t.app.db
    .selectFrom('parts')
    .select(['vendor_id', 'sku', 'stock_total'])
    .where('stock_total', '>=', minStock)
    .orderBy('id')
    .offset(offset)
    .limit(n)
    .execute()
}

describe('the cart', () => {
  beforeEach(async () => {
    await t.app.db.deleteFrom('carts').where('customer_id', '=', werkstatt).where('status', '=', 'active').execute()
  })

  it('is ordered once when the order button is pressed in N tabs at once', async () => {
    const [part] = await parts(1, 0, 50)
    if (!part) throw new Error('no part')
    expect(
      (await t.post('/api/checkout/cart/add', { items: [{ sku: `${part.vendor_id}-${part.sku}`, qty: 1 }] })).statusCode,
    ).toBe(200)
    const quote = (await t.post('/api/checkout/cart/getQuote', { languageID: 'de', countryID: 'DE' })).json()
    const reference = `RACE-${Date.now()}`
    const result = await race(N, () =>
      t.post('/api/checkout/placeOrder', placeOrderBody(quote.basHash, { customerOrderReference: reference })),
    )
    report(t.dialect, 'place order (one cart)', 1, result)
    const placed = await t.app.db
      .selectFrom('orders')
      .select('order_number')
      .where('customer_id', '=', werkstatt)
      .where('customer_order_reference', '=', reference)
      .execute()
    expect(result.succeeded).toBe(1)
    expect(placed).toHaveLength(1)
  })

  it('takes a part once when N tabs add it at once to a customer without a cart', async () => {
    const [part] = await parts(1, 1, 50)
    if (!part) throw new Error('no part')
    const line = { sku: `${part.vendor_id}-${part.sku}`, qty: 2 }
    const result = await race(N, () => t.post('/api/checkout/cart/add', { items: [line] }))
    report(t.dialect, 'cart add, same part (strict)', 1, result)
    const rows = await t.app.db
      .selectFrom('cart_items as i')
      .innerJoin('carts as c', 'c.id', 'i.cart_id')
      .select('i.sku')
      .where('c.customer_id', '=', werkstatt)
      .where('c.status', '=', 'active')
      .execute()
    expect(result.succeeded).toBe(1)
    expect(rows).toHaveLength(1)
  })
})

describe('caps per customer', () => {
  it(`keeps at most ${MAX_RUNNING_DOWNLOADS} downloads in preparation`, async () => {
    const { worker } = t.app.downloads
    worker.holdAfter(0)
    try {
      await t.app.db.deleteFrom('downloads').where('customer_id', '=', werkstatt).execute()
      const documents = await t.app.db
        .selectFrom('documents')
        .select('document_id')
        .where('customer_id', '=', werkstatt)
        .where('type', '=', 'invoice')
        .orderBy('document_id')
        .limit(N)
        .execute()
      const result = await race(
        N,
        (i) =>
          t.post('/api/downloads', {
            documentIds: [documents[i]?.document_id],
            include: { xml: false, index: false },
            languageID: 'de',
          }),
        202,
      )
      report(t.dialect, 'downloads in preparation', MAX_RUNNING_DOWNLOADS, result)
      const running = await t.app.db
        .selectFrom('downloads')
        .select('queue_id')
        .where('customer_id', '=', werkstatt)
        .where('state', 'in', RUNNING_DOWNLOAD_STATES)
        .execute()
      expect(result.succeeded).toBe(MAX_RUNNING_DOWNLOADS)
      expect(running).toHaveLength(MAX_RUNNING_DOWNLOADS)
    } finally {
      worker.holdAfter(Number.POSITIVE_INFINITY)
      await worker.drain()
    }
  })

  it('keeps the address book at 50 delivery addresses', async () => {
    await t.app.db.deleteFrom('customer_addresses').where('customer_id', '=', werkstatt).execute()
    const room = 5
    await t.app.db
      .insertInto('customer_addresses')
      .values(
        Array.from({ length: 50 - room }, (_, i) => ({
          id: `addr-race-${i}`,
          customer_id: werkstatt,
          name: `Yard ${i}`,
          street: 'Hafenstraße 1',
          postal_code: '28217',
          city: 'Bremen',
          country: 'DE',
        })),
      )
      .execute()
    const address = (i: number) => ({
      name: `Depot ${i}`,
      street: 'Am Deich 2',
      postalCode: '28217',
      city: 'Bremen',
      country: 'DE',
    })
    const result = await race(N, (i) => t.post('/api/addresses', address(i)))
    report(t.dialect, 'address book (50)', room, result)
    expect(result.succeeded).toBe(room)
    expect(await count('customer_addresses')).toBe(50)
  })

  it('keeps the favourites list at 200 parts', async () => {
    await t.app.db.deleteFrom('favourites').where('customer_id', '=', werkstatt).execute()
    const room = 5
    const filler = await parts(200 - room, 20)
    await t.app.db
      .insertInto('favourites')
      .values(
        filler.map((p) => ({
          customer_id: werkstatt,
          vendor_id: p.vendor_id,
          sku: p.sku,
          qty: 1,
          added_at: new Date().toISOString(),
        })),
      )
      .execute()
    const fresh = await parts(N, 20 + filler.length)
    const result = await race(N, (i) => t.post('/api/favourites/add', { term: fresh[i]?.sku, qty: 1 }))
    report(t.dialect, 'favourites (200)', room, result)
    expect(result.succeeded).toBe(room)
    expect(await count('favourites')).toBe(200)
  })

  it('keeps the notice list at 500 parts', async () => {
    await t.app.db.deleteFrom('notice_list_entries').where('customer_id', '=', werkstatt).execute()
    const room = 5
    const filler = await parts(500 - room, 20)
    await t.app.db
      .insertInto('notice_list_entries')
      .values(
        filler.map((p, i) => ({
          id: `notice-race-${i}`,
          customer_id: werkstatt,
          vendor_id: p.vendor_id,
          sku: p.sku,
          qty: 1,
          note: '',
          added_at: new Date().toISOString(),
          price_at_add: null,
          currency_at_add: 'EUR',
          stock_at_add: p.stock_total,
        })),
      )
      .execute()
    const fresh = await parts(N, 20 + filler.length)
    const result = await race(N, (i) => t.post('/api/noticelist', { sku: `${fresh[i]?.vendor_id}-${fresh[i]?.sku}`, qty: 1 }))
    report(t.dialect, 'notice list (500)', room, result)
    expect(result.succeeded).toBe(room)
    expect(await count('notice_list_entries')).toBe(500)
  })

  it('lets return, warranty and core cases name no more pieces of a delivered line than were delivered', async () => {
    const line = await t.app.db
      .selectFrom('document_lines as dl')
      .innerJoin('documents as d', 'd.document_id', 'dl.document_id')
      .innerJoin('order_lines as l', (join) =>
        join.onRef('l.order_number', '=', 'dl.order_number').onRef('l.sku_norm', '=', 'dl.sku_norm'),
      )
      // Only delivered pieces can go back (issue 30): the cap is the order line's delivered quantity.
      .select(['dl.document_id', 'dl.position', 'dl.order_number', 'dl.sku_norm', 'l.delivered_qty as qty'])
      .where('d.customer_id', '=', werkstatt)
      .where('d.type', '=', 'deliverynote')
      .where('dl.line_kind', '=', 'goods')
      .where('l.delivered_qty', '>=', 2)
      .where('l.delivered_qty', '<', N)
      .orderBy('dl.document_id')
      .orderBy('dl.position')
      .executeTakeFirstOrThrow()
    const body = {
      kind: 'return',
      lines: [
        {
          documentId: line.document_id,
          position: line.position,
          qty: 1,
          reason: 'surplus',
          condition: null,
          remark: '',
          photos: [],
        },
      ],
      remarks: '',
      languageID: 'de',
    }
    const result = await race(N, () => t.post('/api/forms', body))
    report(t.dialect, `return pieces of one line (${line.qty})`, line.qty, result)
    const named = await t.app.db
      .selectFrom('service_form_lines')
      .select((eb) => eb.fn.sum<number>('qty').as('pieces'))
      .where('order_number', '=', line.order_number)
      .where('sku_norm', '=', line.sku_norm)
      .executeTakeFirstOrThrow()
    expect(result.succeeded).toBe(line.qty)
    expect(Number(named.pieces)).toBe(line.qty)
    await t.app.formMail.drain()
  })
})

describe('branch appointments', () => {
  type Slot = { startsAt: string; free: number }
  type Who = 'werkstatt' | 'einkauf' | 'flotte'
  const slots = async (who: Who = 'werkstatt'): Promise<Slot[]> =>
    (await t.get('/api/appointments/slots?kind=pickup', who)).json().slots
  const book = (startsAt: string, who: Who = 'werkstatt') =>
    t.post('/api/appointments', { kind: 'pickup', startsAt, orderNumber: null, note: '' }, who)
  beforeEach(async () => {
    await t.app.db.deleteFrom('appointments').execute()
  })

  it('fills a slot no further than its places when three customers of the branch book it at once', async () => {
    // einkauf and flotte move to werkstatt's branch for this test, so three customers share the slot.
    const movers = [t.customerOf.einkauf, t.customerOf.flotte]
    const homes = await t.app.db
      .selectFrom('customers')
      .select(['customer_id', 'entity_id'])
      .where('customer_id', 'in', movers)
      .execute()
    await t.app.db.updateTable('customers').set({ entity_id: 'DTDE' }).where('customer_id', 'in', movers).execute()
    try {
      const slot = (await slots()).find((s) => s.free >= 2) ?? (await slots())[0]
      if (!slot) throw new Error('no free slot')
      const who = ['werkstatt', 'einkauf', 'flotte'] as const
      const result = await race(N, (i) => book(slot.startsAt, who[i % who.length]))
      report(t.dialect, 'places of one pickup slot', slot.free, result)
      const booked = await t.app.db.selectFrom('appointments').select('id').where('starts_at', '=', slot.startsAt).execute()
      expect(result.succeeded).toBe(slot.free)
      expect(booked).toHaveLength(slot.free)
    } finally {
      for (const home of homes)
        await t.app.db
          .updateTable('customers')
          .set({ entity_id: home.entity_id })
          .where('customer_id', '=', home.customer_id)
          .execute()
    }
  })

  it(`keeps at most ${MAX_OPEN_APPOINTMENTS} open appointments per customer`, async () => {
    const free = (await slots()).slice(0, N)
    const result = await race(N, (i) => book((free[i] as Slot).startsAt))
    report(t.dialect, 'open appointments of one customer', MAX_OPEN_APPOINTMENTS, result)
    const open = await t.app.db.selectFrom('appointments').select('id').where('customer_id', '=', werkstatt).execute()
    expect(result.succeeded).toBe(MAX_OPEN_APPOINTMENTS)
    expect(open).toHaveLength(MAX_OPEN_APPOINTMENTS)
  })
})

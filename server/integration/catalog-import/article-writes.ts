import { type Kysely, sql } from 'kysely'
import type { Database } from '../../db/schema'
import { partNumberKey } from '../../shop/part-number'
import type { ImportRow } from './import-rows'
import { slugOf } from './slugs'

const CHUNK = 500

/**
 * What a delta batch says of its articles beyond part and names, collected and written with a few
 * multi-row statements per batch (not one per row): a 100,000-row price and stock file is a few
 * hundred statements. References, features and divisions an article brings replace its old ones;
 * prices, stock and texts are upserted by their key; fitments are added.
 */
export class ArticleWrites {
  private readonly replaced = { part_xrefs: new Set<number>(), part_features: new Set<number>() }
  private readonly xrefs: Array<{
    part_id: number
    sort: number
    make_id: string
    reference_no: string
    reference_norm: string
  }> = []
  private readonly features: Array<{ part_id: number; sort: number; name: string; value: string }> = []
  private readonly texts = new Map<string, { part_id: number; lang: string; description: string }>()
  private readonly prices = new Map<string, { part_id: number; price_group: string; min_quantity: number; price_cents: number }>()
  private readonly customerPrices = new Map<string, { customer_id: string; part_id: number; price_cents: number }>()
  private readonly stock = new Map<string, { part_id: number; warehouse_id: string; quantity: number }>()
  private readonly fitments: Array<{ partId: number; row: Extract<ImportRow, { kind: 'fitment' }> }> = []

  /** Positions per part from 0 (the first OE number is the main one), counted by kind. */
  private readonly sorts = new Map<string, number>()

  constructor(private readonly counts: Record<string, number>) {}

  private nextSort(kind: 'reference' | 'feature', partId: number): number {
    const key = `${kind}:${partId}`
    const sort = this.sorts.get(key) ?? 0
    this.sorts.set(key, sort + 1)
    return sort
  }

  add(partId: number, rows: ImportRow[]) {
    for (const row of rows) {
      switch (row.kind) {
        case 'translation':
          if (row.description)
            this.texts.set(`${partId}:${row.lang}`, { part_id: partId, lang: row.lang, description: row.description })
          break
        case 'reference':
          this.replaced.part_xrefs.add(partId)
          this.xrefs.push({
            part_id: partId,
            sort: this.nextSort('reference', partId),
            make_id: row.makeId,
            reference_no: row.referenceNo,
            reference_norm: partNumberKey(row.referenceNo),
          })
          break
        case 'feature':
          this.replaced.part_features.add(partId)
          this.features.push({
            part_id: partId,
            sort: this.nextSort('feature', partId),
            name: row.name,
            value: row.value,
          })
          break
        case 'price':
          this.prices.set(`${partId}:${row.priceGroup}:${row.minQuantity}`, {
            part_id: partId,
            price_group: row.priceGroup,
            min_quantity: row.minQuantity,
            price_cents: row.priceCents,
          })
          break
        case 'customer-price':
          this.customerPrices.set(`${row.customerId}:${partId}`, {
            customer_id: row.customerId,
            part_id: partId,
            price_cents: row.priceCents,
          })
          break
        case 'stock':
          this.stock.set(`${partId}:${row.warehouse}`, { part_id: partId, warehouse_id: row.warehouse, quantity: row.quantity })
          break
        case 'fitment':
          this.fitments.push({ partId, row })
          break
        default:
          continue
      }
      this.counts[row.kind] = (this.counts[row.kind] ?? 0) + 1
    }
  }

  async flush(trx: Kysely<Database>) {
    for (const [table, ids] of Object.entries(this.replaced) as Array<[keyof typeof this.replaced, Set<number>]>) {
      for (const chunk of chunks([...ids])) await trx.deleteFrom(table).where('part_id', 'in', chunk).execute()
    }
    for (const chunk of chunks(this.xrefs)) await trx.insertInto('part_xrefs').values(chunk).execute()
    for (const chunk of chunks([...this.replaced.part_xrefs])) {
      const first = (column: 'reference_no' | 'make_id') =>
        sql<string>`(SELECT ${sql.ref(column)} FROM part_xrefs x WHERE x.part_id = parts.id ORDER BY x.sort LIMIT 1)`
      await trx
        .updateTable('parts')
        .set({ main_oe: first('reference_no'), make_id: sql<string>`coalesce(${first('make_id')}, '')` })
        .where('id', 'in', chunk)
        .execute()
    }
    for (const chunk of chunks(this.features)) await trx.insertInto('part_features').values(chunk).execute()
    for (const chunk of chunks([...this.texts.values()])) {
      await trx
        .insertInto('part_texts')
        .values(chunk)
        .onConflict((oc) => oc.columns(['part_id', 'lang']).doUpdateSet({ description: (eb) => eb.ref('excluded.description') }))
        .execute()
    }
    for (const chunk of chunks([...this.prices.values()])) {
      await trx
        .insertInto('part_prices')
        .values(chunk)
        .onConflict((oc) =>
          oc
            .columns(['part_id', 'price_group', 'min_quantity'])
            .doUpdateSet({ price_cents: (eb) => eb.ref('excluded.price_cents') }),
        )
        .execute()
      // A LIST price from quantity 1 is the part's list price: one statement for the chunk's parts.
      const listed = chunk.filter((p) => p.price_group === 'LIST' && p.min_quantity === 1).map((p) => p.part_id)
      if (listed.length) {
        const listPrice = sql<number>`(SELECT x.price_cents FROM part_prices x
          WHERE x.part_id = parts.id AND x.price_group = 'LIST' AND x.min_quantity = 1)`
        await trx.updateTable('parts').set({ list_price_cents: listPrice }).where('id', 'in', listed).execute()
      }
    }
    for (const chunk of chunks([...this.customerPrices.values()])) {
      await trx
        .insertInto('customer_part_prices')
        .values(chunk)
        .onConflict((oc) =>
          oc.columns(['customer_id', 'part_id']).doUpdateSet({ price_cents: (eb) => eb.ref('excluded.price_cents') }),
        )
        .execute()
    }
    const stocked = [...new Set([...this.stock.values()].map((s) => s.part_id))]
    for (const chunk of chunks([...this.stock.values()])) {
      await trx
        .insertInto('part_stock')
        .values(chunk)
        .onConflict((oc) =>
          oc.columns(['part_id', 'warehouse_id']).doUpdateSet({ quantity: (eb) => eb.ref('excluded.quantity') }),
        )
        .execute()
    }
    for (const chunk of chunks(stocked)) {
      await trx
        .updateTable('parts')
        .set({ stock_total: sql<number>`coalesce((SELECT sum(s.quantity) FROM part_stock s WHERE s.part_id = parts.id), 0)` })
        .where('id', 'in', chunk)
        .execute()
    }
    for (const { partId, row } of this.fitments) await addFitment(trx, partId, row)
  }
}

function chunks<T>(items: T[]): T[][] {
  const out: T[][] = []
  for (let at = 0; at < items.length; at += CHUNK) out.push(items.slice(at, at + CHUNK))
  return out
}

async function addFitment(trx: Kysely<Database>, partId: number, row: Extract<ImportRow, { kind: 'fitment' }>) {
  let vehicle = await trx.selectFrom('vehicles').select('id').where('vin', '=', row.vin).executeTakeFirst()
  if (!vehicle) {
    const next = await trx
      .selectFrom('vehicles')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirst()
    vehicle = { id: Number(next?.id ?? 0) + 1 }
    await trx
      .insertInto('vehicles')
      .values({
        id: vehicle.id,
        vin: row.vin,
        slug: slugOf(`${row.makeId} ${row.model} ${row.vin}`, ''),
        type: row.vehicleType,
        make_id: row.makeId,
        model: row.model,
        engine: row.engine,
        year: row.year,
      })
      .execute()
  }
  await trx
    .insertInto('vehicle_parts')
    .values({ vehicle_id: vehicle.id, part_id: partId })
    .onConflict((oc) => oc.doNothing())
    .execute()
}

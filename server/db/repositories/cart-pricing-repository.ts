import { sql } from 'kysely'
import { gtinLookupForms } from '../../../src/shared/contracts/gtin-rules'
import { depositOf } from '../../shop/deposit'
import type { PartCatalog, PriceContext, PricedPart, PricedRef } from '../../shop/part-catalog'
import { partKey, partNumberKey } from '../../shop/part-number'
import { listPriceOnly, type PartPriceRows, partPrice } from '../../shop/part-price'
import type { Db } from '../connect'
import { createPartPriceRepository } from './part-price-repository'

type PartRow = {
  id: number
  vendor_id: string
  sku: string
  slug: string
  name: string | null
  list_price_cents: number
  deposit_cents: number
  stock_total: number
}

// Raw SQL over the catalogue's tables (migration 002-catalog): the cart reads them, never writes them.
const selectParts = (ctx: PriceContext) => sql<PartRow>`
  select p.id, p.vendor_id, p.sku, p.slug, p.list_price_cents, p.deposit_cents, p.stock_total,
         coalesce(n.name, d.name) as name
  from parts p
  left join designation_names n on n.designation_id = p.designation_id and n.lang = ${ctx.lang}
  left join designation_names d on d.designation_id = p.designation_id and d.lang = 'de'`

function toPricedPart(row: PartRow, rows: PartPriceRows | undefined, ctx: PriceContext, qty: number): PricedPart {
  const price = partPrice(rows ?? listPriceOnly(row.list_price_cents), ctx, qty)
  return {
    vendorId: row.vendor_id,
    sku: row.sku,
    slug: row.slug,
    name: row.name ?? row.sku,
    unitPrice: price.value,
    currency: price.currency,
    deposit: depositOf(row.deposit_cents, price.currency)?.value ?? 0,
    stock: row.stock_total,
  }
}

/** The PartCatalog port over the catalogue tables: each part priced by the shop's rule (server/shop/part-price.ts). */
export function createCartPricingRepository(db: Db): PartCatalog {
  const partPrices = createPartPriceRepository(db)
  /** The parts with their price rows, read for all of them at once. */
  async function priced(rows: PartRow[], ctx: PriceContext, qtyOf: (row: PartRow) => number) {
    const prices = await partPrices.forParts(
      rows.map((row) => ({ id: row.id, listPriceCents: row.list_price_cents })),
      ctx,
    )
    return rows.map((row) => toPricedPart(row, prices.get(row.id), ctx, qtyOf(row)))
  }

  return {
    async findParts(refs: PricedRef[], ctx: PriceContext) {
      const qty = new Map(refs.map((ref) => [partKey(ref), ref.qty ?? 1]))
      const skus = [...new Set(refs.map((ref) => ref.sku))]
      const rows: PartRow[] = []
      for (let start = 0; start < skus.length; start += 200) {
        const chunk = skus.slice(start, start + 200)
        const found = await sql<PartRow>`${selectParts(ctx)} where p.sku in (${sql.join(chunk)})`.execute(db)
        // A sku with another vendor than asked for is not the asked-for part.
        rows.push(...found.rows.filter((row) => qty.has(partKey({ vendorId: row.vendor_id, sku: row.sku }))))
      }
      const parts = await priced(rows, ctx, (row) => qty.get(partKey({ vendorId: row.vendor_id, sku: row.sku })) ?? 1)
      return new Map(parts.map((part) => [partKey(part), part]))
    },

    async resolveTerm(term: string, ctx: PriceContext, qty = 1) {
      const norm = partNumberKey(term)
      if (!norm) return []
      const bySku = await sql<PartRow>`${selectParts(ctx)} where p.sku_norm = ${norm}`.execute(db)
      if (bySku.rows.length > 0) return priced(bySku.rows, ctx, () => qty)
      // A scanned part box: its GTIN names the article as surely as the article number.
      const gtinForms = gtinLookupForms(norm)
      if (gtinForms.length > 0) {
        const byGtin = await sql<PartRow>`${selectParts(ctx)} where p.gtin in (${sql.join(gtinForms)}) limit 5`.execute(db)
        if (byGtin.rows.length > 0) return priced(byGtin.rows, ctx, () => qty)
      }
      const byReference = await sql<PartRow>`${selectParts(ctx)}
        where p.id in (select x.part_id from part_xrefs x where x.reference_norm = ${norm}) limit 5`.execute(db)
      return priced(byReference.rows, ctx, () => qty)
    },
  }
}

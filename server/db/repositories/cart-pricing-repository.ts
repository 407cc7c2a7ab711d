import { sql } from 'kysely'
import type { PartCatalog, PriceContext, PricedPart } from '../../shop/part-catalog'
import { type PartRef, partKey, partNumberKey } from '../../shop/part-number'
import { customerPrice } from '../../shop/pricing'
import type { Db } from '../connect'

type PartRow = {
  vendor_id: string
  sku: string
  slug: string
  name: string | null
  list_price_cents: number
  stock_total: number
}

// Raw SQL over the catalogue's tables (migration 002-catalog): the cart reads them, never writes them.
const selectParts = (ctx: PriceContext) => sql<PartRow>`
  select p.vendor_id, p.sku, p.slug, p.list_price_cents, p.stock_total,
         coalesce(n.name, d.name) as name
  from parts p
  left join designation_names n on n.designation_id = p.designation_id and n.lang = ${ctx.lang}
  left join designation_names d on d.designation_id = p.designation_id and d.lang = 'de'`

function toPricedPart(row: PartRow, ctx: PriceContext): PricedPart {
  const price = customerPrice(row.list_price_cents, ctx.priceGroup, ctx.currency)
  return {
    vendorId: row.vendor_id,
    sku: row.sku,
    slug: row.slug,
    name: row.name ?? row.sku,
    unitPrice: price.value,
    currency: price.currency,
    stock: row.stock_total,
  }
}

/** The PartCatalog port over the catalogue tables. */
export function createCartPricingRepository(db: Db): PartCatalog {
  return {
    async findParts(refs: PartRef[], ctx: PriceContext) {
      const found = new Map<string, PricedPart>()
      const skus = [...new Set(refs.map((ref) => ref.sku))]
      for (let start = 0; start < skus.length; start += 200) {
        const chunk = skus.slice(start, start + 200)
        const { rows } = await sql<PartRow>`${selectParts(ctx)} where p.sku in (${sql.join(chunk)})`.execute(db)
        for (const row of rows) found.set(partKey({ vendorId: row.vendor_id, sku: row.sku }), toPricedPart(row, ctx))
      }
      // A sku with another vendor than asked for is not the asked-for part.
      for (const key of [...found.keys()]) if (!refs.some((ref) => partKey(ref) === key)) found.delete(key)
      return found
    },

    async resolveTerm(term: string, ctx: PriceContext) {
      const norm = partNumberKey(term)
      if (!norm) return []
      const bySku = await sql<PartRow>`${selectParts(ctx)} where p.sku_norm = ${norm}`.execute(db)
      if (bySku.rows.length > 0) return bySku.rows.map((row) => toPricedPart(row, ctx))
      const byReference = await sql<PartRow>`${selectParts(ctx)}
        where p.id in (select x.part_id from part_xrefs x where x.reference_norm = ${norm}) limit 5`.execute(db)
      return byReference.rows.map((row) => toPricedPart(row, ctx))
    },
  }
}

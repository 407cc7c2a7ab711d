import { randomBytes } from 'node:crypto'
import { sql } from 'kysely'
import type { Language } from '../../../src/shared/contracts/languages'
import type { Favourite } from '../../../src/shared/contracts/services'
import { listPriceOnly, partPrice } from '../../shop/part-price'
import type { Db } from '../connect'
import { createPartPriceRepository } from './part-price-repository'

/** Whose prices to show, or null for no prices (a visitor, or an account without price permission). */
export type PriceViewer = { customerId: string; priceGroup: string; currency: string } | null

type Row = {
  vendor_id: string
  sku: string
  qty: number
  part_id: number | null
  slug: string
  name: string | null
  list_price_cents: number | null
}

/** A customer's favourites list and its share links (one live link at a time). */
export function createFavouriteRepository(db: Db) {
  return {
    async items(customerId: string, lang: Language, viewer: PriceViewer): Promise<Favourite[]> {
      const { rows } = await sql<Row>`
        select f.vendor_id, f.sku, f.qty, p.id as part_id, p.slug, p.list_price_cents, coalesce(n.name, d.name) as name
        from favourites f
        left join parts p on p.vendor_id = f.vendor_id and p.sku = f.sku
        left join designation_names n on n.designation_id = p.designation_id and n.lang = ${lang}
        left join designation_names d on d.designation_id = p.designation_id and d.lang = 'de'
        where f.customer_id = ${customerId}
        order by f.added_at, f.sku`.execute(db)
      const known = rows.flatMap((row) =>
        row.part_id === null || row.list_price_cents === null ? [] : [{ id: row.part_id, listPriceCents: row.list_price_cents }],
      )
      const prices = viewer && known.length > 0 ? await createPartPriceRepository(db).forParts(known, viewer) : new Map()
      // A list shows the price of one piece, whatever quantity is noted.
      return rows.map((row) => ({
        vendorId: row.vendor_id,
        sku: row.sku,
        qty: row.qty,
        slug: row.slug ?? '',
        name: row.name ?? row.sku,
        price:
          viewer && row.part_id !== null && row.list_price_cents !== null
            ? partPrice(prices.get(row.part_id) ?? listPriceOnly(row.list_price_cents), viewer, 1)
            : null,
        available: row.list_price_cents !== null,
      }))
    },

    async count(customerId: string): Promise<number> {
      const row = await db
        .selectFrom('favourites')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('customer_id', '=', customerId)
        .executeTakeFirstOrThrow()
      return Number(row.n)
    },

    /** Adding a part that is already on the list sets its quantity. */
    async put(customerId: string, part: { vendorId: string; sku: string }, qty: number) {
      await db
        .insertInto('favourites')
        .values({ customer_id: customerId, vendor_id: part.vendorId, sku: part.sku, qty, added_at: new Date().toISOString() })
        .onConflict((oc) => oc.columns(['customer_id', 'vendor_id', 'sku']).doUpdateSet({ qty }))
        .execute()
    },

    async remove(customerId: string, part: { vendorId: string; sku: string }): Promise<boolean> {
      const result = await db
        .deleteFrom('favourites')
        .where('customer_id', '=', customerId)
        .where('vendor_id', '=', part.vendorId)
        .where('sku', '=', part.sku)
        .executeTakeFirst()
      return Number(result.numDeletedRows) > 0
    },

    async liveShare(customerId: string) {
      const row = await db
        .selectFrom('favourite_shares')
        .select(['token', 'created_at'])
        .where('customer_id', '=', customerId)
        .where('revoked_at', 'is', null)
        .executeTakeFirst()
      return row ? { token: row.token, createdAt: row.created_at } : null
    },

    /** A new unguessable link (32 random bytes); the previous one stops working. */
    async share(customerId: string) {
      await this.unshare(customerId)
      const token = randomBytes(32).toString('base64url')
      await db
        .insertInto('favourite_shares')
        .values({ token, customer_id: customerId, created_at: new Date().toISOString(), revoked_at: null })
        .execute()
    },

    async unshare(customerId: string) {
      await db
        .updateTable('favourite_shares')
        .set({ revoked_at: new Date().toISOString() })
        .where('customer_id', '=', customerId)
        .where('revoked_at', 'is', null)
        .execute()
    },

    /** The owner of a live link and its company name, or null for an unknown or revoked link. */
    async ownerOf(token: string) {
      const row = await db
        .selectFrom('favourite_shares as s')
        .innerJoin('customers as c', 'c.customer_id', 's.customer_id')
        .select(['s.customer_id', 'c.company_name'])
        .where('s.token', '=', token)
        .where('s.revoked_at', 'is', null)
        .executeTakeFirst()
      return row ? { customerId: row.customer_id, companyName: row.company_name } : null
    },
  }
}

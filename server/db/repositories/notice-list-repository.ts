import type { Selectable } from 'kysely'
import type { Db } from '../connect'
import type { CartTables } from '../schema-cart'

export type NoticeRow = {
  id: string
  vendorId: string
  sku: string
  qty: number
  note: string
  addedAt: string
  priceAtAdd: number | null
  currencyAtAdd: string
  stockAtAdd: number
}

/** The customer's notice (watch) list; every query is bound to the customer, so another's id reads as unknown. */
export function createNoticeListRepository(db: Db) {
  const base = (customerId: string) => db.selectFrom('notice_list_entries').where('customer_id', '=', customerId)
  const toRow = (row: Omit<Selectable<CartTables['notice_list_entries']>, 'customer_id'>): NoticeRow => ({
    id: row.id,
    vendorId: row.vendor_id,
    sku: row.sku,
    qty: row.qty,
    note: row.note,
    addedAt: row.added_at,
    priceAtAdd: row.price_at_add,
    currencyAtAdd: row.currency_at_add,
    stockAtAdd: row.stock_at_add,
  })

  return {
    async list(customerId: string): Promise<NoticeRow[]> {
      return (await base(customerId).selectAll().orderBy('added_at', 'desc').orderBy('id').execute()).map(toRow)
    },

    async byIds(customerId: string, ids: string[]): Promise<NoticeRow[]> {
      return (await base(customerId).selectAll().where('id', 'in', ids).execute()).map(toRow)
    },

    async count(customerId: string): Promise<number> {
      const row = await base(customerId)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
      return Number(row.n)
    },

    /** A part already watched keeps its entry: the new quantity and note replace the old, the baseline stays. */
    async upsert(customerId: string, row: NoticeRow): Promise<string> {
      const existing = await base(customerId)
        .select('id')
        .where('vendor_id', '=', row.vendorId)
        .where('sku', '=', row.sku)
        .executeTakeFirst()
      if (existing) {
        await db.updateTable('notice_list_entries').set({ qty: row.qty, note: row.note }).where('id', '=', existing.id).execute()
        return existing.id
      }
      await db
        .insertInto('notice_list_entries')
        .values({
          id: row.id,
          customer_id: customerId,
          vendor_id: row.vendorId,
          sku: row.sku,
          qty: row.qty,
          note: row.note,
          added_at: row.addedAt,
          price_at_add: row.priceAtAdd,
          currency_at_add: row.currencyAtAdd,
          stock_at_add: row.stockAtAdd,
        })
        .execute()
      return row.id
    },

    async update(customerId: string, id: string, change: { qty: number; note: string }): Promise<boolean> {
      const result = await db
        .updateTable('notice_list_entries')
        .set(change)
        .where('customer_id', '=', customerId)
        .where('id', '=', id)
        .executeTakeFirst()
      return Number(result.numUpdatedRows) > 0
    },

    async remove(customerId: string, ids: string[]): Promise<number> {
      const result = await db
        .deleteFrom('notice_list_entries')
        .where('customer_id', '=', customerId)
        .where('id', 'in', ids)
        .executeTakeFirst()
      return Number(result.numDeletedRows)
    },
  }
}

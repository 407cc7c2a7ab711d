import type { SavedCart } from '../../../src/shared/contracts/cart'
import type { Db } from '../connect'

/** Carts a customer keeps under a name (/infocenter/mycarts), copies of the lines at the time of saving. */
export function createSavedCartRepository(db: Db) {
  async function itemsOf(ids: number[]) {
    if (ids.length === 0) return new Map<number, SavedCart['items']>()
    // A saved line outlives its part (an import may remove it): the join says whether it is still sold.
    const rows = await db
      .selectFrom('saved_cart_items as i')
      .leftJoin('parts as p', (join) => join.onRef('p.vendor_id', '=', 'i.vendor_id').onRef('p.sku', '=', 'i.sku'))
      .select(['i.saved_cart_id', 'i.sku', 'i.vendor_id', 'i.qty', 'p.id as part_id'])
      .where('i.saved_cart_id', 'in', ids)
      .orderBy('i.saved_cart_id')
      .orderBy('i.position')
      .execute()
    const byCart = new Map<number, SavedCart['items']>()
    for (const row of rows) {
      const list = byCart.get(row.saved_cart_id) ?? []
      list.push({ sku: row.sku, vendorId: row.vendor_id, qty: row.qty, available: row.part_id !== null })
      byCart.set(row.saved_cart_id, list)
    }
    return byCart
  }

  return {
    async list(customerId: string): Promise<SavedCart[]> {
      const rows = await db
        .selectFrom('saved_carts')
        .selectAll()
        .where('customer_id', '=', customerId)
        .orderBy('id', 'desc')
        .execute()
      const items = await itemsOf(rows.map((row) => row.id))
      return rows.map((row) => ({ id: row.id, name: row.name, createdAt: row.created_at, items: items.get(row.id) ?? [] }))
    },

    async find(customerId: string, id: number): Promise<SavedCart | null> {
      return (await this.list(customerId)).find((cart) => cart.id === id) ?? null
    },

    async save(customerId: string, name: string, items: Array<{ sku: string; vendorId: string; qty: number }>): Promise<number> {
      const { id } = await db
        .insertInto('saved_carts')
        .values({ customer_id: customerId, name, created_at: new Date().toISOString() })
        .returning('id')
        .executeTakeFirstOrThrow()
      if (items.length > 0) {
        await db
          .insertInto('saved_cart_items')
          .values(
            items.map((item, index) => ({
              saved_cart_id: id,
              position: index + 1,
              vendor_id: item.vendorId,
              sku: item.sku,
              qty: item.qty,
            })),
          )
          .execute()
      }
      return id
    },

    /** Only the owner's cart; answers whether one was deleted. */
    async delete(customerId: string, id: number): Promise<boolean> {
      const owned = await db
        .selectFrom('saved_carts')
        .select('id')
        .where('id', '=', id)
        .where('customer_id', '=', customerId)
        .executeTakeFirst()
      if (!owned) return false
      await db.deleteFrom('saved_cart_items').where('saved_cart_id', '=', id).execute()
      await db.deleteFrom('saved_carts').where('id', '=', id).execute()
      return true
    },
  }
}

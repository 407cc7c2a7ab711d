import { sql } from 'kysely'
import type { Db } from '../connect'

export type CartItemRow = { id: number; vendorId: string; sku: string; qty: number }

const nowSeconds = () => Math.floor(Date.now() / 1000)

/** The one active cart per customer and its lines. Pass a transaction as `db` to take part in it. */
export function createCartRepository(db: Db) {
  async function findActiveCartId(customerId: string): Promise<number | null> {
    const row = await db
      .selectFrom('carts')
      .select('id')
      .where('customer_id', '=', customerId)
      .where('status', '=', 'active')
      .executeTakeFirst()
    return row?.id ?? null
  }

  return {
    findActiveCartId,

    /** The active cart's lines with its id in one read; null when there is no active cart or it is empty. */
    async activeCartItems(customerId: string): Promise<{ cartId: number; items: CartItemRow[] } | null> {
      const rows = await db
        .selectFrom('cart_items as i')
        .innerJoin('carts as c', 'c.id', 'i.cart_id')
        .select(['c.id as cartId', 'i.id', 'i.vendor_id', 'i.sku', 'i.qty'])
        .where('c.customer_id', '=', customerId)
        .where('c.status', '=', 'active')
        .orderBy('i.id')
        .execute()
      const [first] = rows
      if (!first) return null
      return {
        cartId: first.cartId,
        items: rows.map((row) => ({ id: row.id, vendorId: row.vendor_id, sku: row.sku, qty: row.qty })),
      }
    },

    async getOrCreateActiveCart(customerId: string): Promise<number> {
      const existing = await findActiveCartId(customerId)
      if (existing !== null) return existing
      const now = nowSeconds()
      // The partial unique index keeps one active cart per customer. A read that makes the cart
      // (getQuote) takes no change lock, so it may meet a change making the same cart: the later one
      // waits for the first and then uses its cart instead of failing.
      await db
        .insertInto('carts')
        .values({ customer_id: customerId, status: 'active', created_at: now, updated_at: now })
        .onConflict((oc) => oc.column('customer_id').where(sql<boolean>`status = 'active'`).doNothing())
        .execute()
      const made = await findActiveCartId(customerId)
      if (made === null) throw new Error(`no active cart for ${customerId} after making one`)
      return made
    },

    async listItems(cartId: number): Promise<CartItemRow[]> {
      const rows = await db
        .selectFrom('cart_items')
        .select(['id', 'vendor_id', 'sku', 'qty'])
        .where('cart_id', '=', cartId)
        .orderBy('id')
        .execute()
      return rows.map((row) => ({ id: row.id, vendorId: row.vendor_id, sku: row.sku, qty: row.qty }))
    },

    async insertItems(cartId: number, lines: Array<{ vendorId: string; sku: string; qty: number }>) {
      if (lines.length === 0) return
      const now = nowSeconds()
      await db
        .insertInto('cart_items')
        .values(lines.map((line) => ({ cart_id: cartId, vendor_id: line.vendorId, sku: line.sku, qty: line.qty, added_at: now })))
        .execute()
      await db.updateTable('carts').set({ updated_at: now }).where('id', '=', cartId).execute()
    },

    async setQty(cartId: number, itemId: number, qty: number) {
      await db.updateTable('cart_items').set({ qty }).where('cart_id', '=', cartId).where('id', '=', itemId).execute()
    },

    async deleteItems(cartId: number, itemIds: number[]) {
      if (itemIds.length === 0) return
      await db.deleteFrom('cart_items').where('cart_id', '=', cartId).where('id', 'in', itemIds).execute()
    },

    /** After an order: the cart is kept as 'ordered' and the customer gets a fresh one on the next call. */
    async markOrdered(cartId: number) {
      await db.updateTable('carts').set({ status: 'ordered', updated_at: nowSeconds() }).where('id', '=', cartId).execute()
    },
  }
}

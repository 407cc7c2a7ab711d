import type { Db } from '../connect'

/** A customer's recently searched VINs, newest first, kept to the customer's chosen length. */
export function createCatalogVinSuggestionRepository(db: Db) {
  return {
    async latest(customerId: string, limit = 50) {
      const rows = await db
        .selectFrom('vin_suggestions')
        .select('vin')
        .where('customer_id', '=', customerId)
        .orderBy('used_at', 'desc')
        .orderBy('vin')
        .limit(limit)
        .execute()
      return rows.map((row) => row.vin)
    },

    /** Records the VIN as used now and drops the oldest beyond `limit`, in one transaction. */
    async add(customerId: string, vin: string, limit: number, now = new Date()) {
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('vin_suggestions')
          .values({ customer_id: customerId, vin, used_at: now.toISOString() })
          .onConflict((oc) => oc.columns(['customer_id', 'vin']).doUpdateSet({ used_at: now.toISOString() }))
          .execute()
        const keep = await trx
          .selectFrom('vin_suggestions')
          .select('vin')
          .where('customer_id', '=', customerId)
          .orderBy('used_at', 'desc')
          .orderBy('vin')
          .limit(limit)
          .execute()
        await trx
          .deleteFrom('vin_suggestions')
          .where('customer_id', '=', customerId)
          .where(
            'vin',
            'not in',
            keep.map((row) => row.vin),
          )
          .execute()
      })
      return this.latest(customerId, limit)
    },
  }
}

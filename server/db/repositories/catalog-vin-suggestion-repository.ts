import type { Db } from '../connect'

/** A customer's recently searched VINs, newest first, kept to the customer's chosen length. */
export function createCatalogVinSuggestionRepository(db: Db) {
  const newestFirst = async (trx: Db, customerId: string, limit: number) => {
    const rows = await trx
      .selectFrom('vin_suggestions')
      .select('vin')
      .where('customer_id', '=', customerId)
      .orderBy('used_at', 'desc')
      .orderBy('vin')
      .limit(limit)
      .execute()
    return rows.map((row) => row.vin)
  }

  return {
    latest(customerId: string, limit = 50) {
      return newestFirst(db, customerId, limit)
    },

    /** Records the VIN as used now and drops the oldest beyond `limit`, in one transaction; answers the kept list. */
    async add(customerId: string, vin: string, limit: number, now = new Date()) {
      return db.transaction().execute(async (trx) => {
        await trx
          .insertInto('vin_suggestions')
          .values({ customer_id: customerId, vin, used_at: now.toISOString() })
          .onConflict((oc) => oc.columns(['customer_id', 'vin']).doUpdateSet({ used_at: now.toISOString() }))
          .execute()
        const kept = await newestFirst(trx, customerId, limit)
        await trx.deleteFrom('vin_suggestions').where('customer_id', '=', customerId).where('vin', 'not in', kept).execute()
        return kept
      })
    },
  }
}

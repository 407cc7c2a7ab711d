import type { Db } from '../connect'

/** Per-customer display choices the ERP does not own (today: the alternative currency). */
export function createPreferenceRepository(db: Db) {
  return {
    async alternativeCurrency(customerId: string): Promise<string | null> {
      const row = await db
        .selectFrom('customer_preferences')
        .select('alternative_currency')
        .where('customer_id', '=', customerId)
        .executeTakeFirst()
      return row?.alternative_currency ?? null
    },

    async setAlternativeCurrency(customerId: string, currency: string | null) {
      const updated_at = new Date().toISOString()
      await db
        .insertInto('customer_preferences')
        .values({ customer_id: customerId, alternative_currency: currency, updated_at })
        .onConflict((oc) => oc.column('customer_id').doUpdateSet({ alternative_currency: currency, updated_at }))
        .execute()
    },
  }
}

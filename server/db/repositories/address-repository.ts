import type { Address } from '../../../src/shared/contracts/cart'
import type { Db } from '../connect'

/** "28217 Bremen" → postal code and city; the accounts table keeps them in one column. */
function splitCity(cityLine: string): { postalCode: string; city: string } {
  const match = /^(\S*\d\S*)\s+(.+)$/.exec(cityLine.trim())
  return match ? { postalCode: match[1] ?? '', city: match[2] ?? '' } : { postalCode: '-', city: cityLine }
}

/** The customer's address book: the billing address from the account, shipping addresses of its own. */
export function createAddressRepository(db: Db) {
  return {
    async billingAddress(customerId: string): Promise<Address | null> {
      const row = await db
        .selectFrom('customers')
        .select(['company_name', 'billing_street', 'billing_city', 'billing_country'])
        .where('customer_id', '=', customerId)
        .executeTakeFirst()
      if (!row) return null
      return { name: row.company_name, street: row.billing_street, ...splitCity(row.billing_city), country: row.billing_country }
    },

    async shippingAddresses(customerId: string): Promise<Array<Address & { id: string }>> {
      const rows = await db
        .selectFrom('customer_addresses')
        .selectAll()
        .where('customer_id', '=', customerId)
        .orderBy('id')
        .execute()
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        street: row.street,
        postalCode: row.postal_code,
        city: row.city,
        country: row.country,
      }))
    },

    async addShippingAddress(customerId: string, id: string, address: Address) {
      await db
        .insertInto('customer_addresses')
        .values({
          id,
          customer_id: customerId,
          name: address.name,
          street: address.street,
          postal_code: address.postalCode,
          city: address.city,
          country: address.country,
        })
        .onConflict((oc) => oc.column('id').doNothing())
        .execute()
    },
  }
}

import type { Address } from '../../../src/shared/contracts/cart'
import type { DeliveryAddress } from '../../../src/shared/contracts/customer-lists'
import type { Db } from '../connect'

/** "28217 Bremen" → postal code and city; the accounts table keeps them in one column. */
function splitCity(cityLine: string): { postalCode: string; city: string } {
  const match = /^(\S*\d\S*)\s+(.+)$/.exec(cityLine.trim())
  return match ? { postalCode: match[1] ?? '', city: match[2] ?? '' } : { postalCode: '-', city: cityLine }
}

type AddressInput = Address & { isDefault: boolean }

/** The customer's address book: the billing address from the account, delivery addresses of its own. */
export function createAddressRepository(db: Db) {
  /** At most one default per customer: setting one clears the others in the same transaction. */
  async function clearDefault(customerId: string) {
    await db.updateTable('customer_addresses').set({ is_default: 0 }).where('customer_id', '=', customerId).execute()
  }
  const columns = (address: AddressInput) => ({
    name: address.name,
    street: address.street,
    postal_code: address.postalCode,
    city: address.city,
    country: address.country,
    is_default: address.isDefault ? 1 : 0,
    updated_at: new Date().toISOString(),
  })

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

    /** The default first, then in the order they were added (ids are time-ordered). */
    async shippingAddresses(customerId: string): Promise<DeliveryAddress[]> {
      const rows = await db
        .selectFrom('customer_addresses')
        .selectAll()
        .where('customer_id', '=', customerId)
        .orderBy('is_default', 'desc')
        .orderBy('id')
        .execute()
      return rows.map((row) => ({
        id: row.id,
        name: row.name,
        street: row.street,
        postalCode: row.postal_code,
        city: row.city,
        country: row.country,
        isDefault: row.is_default === 1,
      }))
    },

    async count(customerId: string): Promise<number> {
      const row = await db
        .selectFrom('customer_addresses')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('customer_id', '=', customerId)
        .executeTakeFirstOrThrow()
      return Number(row.n)
    },

    async add(customerId: string, id: string, address: AddressInput) {
      if (address.isDefault) await clearDefault(customerId)
      await db
        .insertInto('customer_addresses')
        .values({ id, customer_id: customerId, ...columns(address) })
        .execute()
    },

    /** False when the address is not this customer's (another customer's id reads as unknown). */
    async update(customerId: string, id: string, address: AddressInput): Promise<boolean> {
      if (address.isDefault) await clearDefault(customerId)
      const result = await db
        .updateTable('customer_addresses')
        .set(columns(address))
        .where('customer_id', '=', customerId)
        .where('id', '=', id)
        .executeTakeFirst()
      return Number(result.numUpdatedRows) > 0
    },

    async setDefault(customerId: string, id: string): Promise<boolean> {
      const exists = await db
        .selectFrom('customer_addresses')
        .select('id')
        .where('customer_id', '=', customerId)
        .where('id', '=', id)
        .executeTakeFirst()
      if (!exists) return false
      await clearDefault(customerId)
      await db.updateTable('customer_addresses').set({ is_default: 1 }).where('id', '=', id).execute()
      return true
    },

    async remove(customerId: string, id: string): Promise<boolean> {
      const result = await db
        .deleteFrom('customer_addresses')
        .where('customer_id', '=', customerId)
        .where('id', '=', id)
        .executeTakeFirst()
      return Number(result.numDeletedRows) > 0
    },
  }
}

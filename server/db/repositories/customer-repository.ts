import type { Insertable, Selectable, Updateable } from 'kysely'
import type { Features } from '../../../src/shared/contracts/account'
import type { Db } from '../connect'
import type { AccountTables } from '../schema-accounts'

export type CustomerRow = Selectable<AccountTables['customers']>
export type NewCustomer = Insertable<AccountTables['customers']>

/** The feature flags a customer row grants (SPEC.md §3 "Features response"). */
export function featuresOf(
  customer: Pick<
    CustomerRow,
    'feature_show_price' | 'feature_order' | 'feature_invoice' | 'feature_shipment' | 'feature_fill_basket' | 'vin_search'
  >,
): Features {
  return {
    showPrice: customer.feature_show_price === 1,
    order: customer.feature_order === 1,
    invoice: customer.feature_invoice === 1,
    shipment: customer.feature_shipment === 1,
    fillBasket: customer.feature_fill_basket === 1,
    vinSearch: customer.vin_search,
  }
}

export function createCustomerRepository(db: Db) {
  return {
    async byId(customerId: string) {
      return db.selectFrom('customers').selectAll().where('customer_id', '=', customerId).executeTakeFirst()
    },

    /** The customer's company name and that of the sales entity serving it, as a form prints them. */
    async withEntityName(customerId: string) {
      return db
        .selectFrom('customers as c')
        .innerJoin('entities as e', 'e.code', 'c.entity_id')
        .select(['c.company_name', 'e.company_name as entity_name'])
        .where('c.customer_id', '=', customerId)
        .executeTakeFirstOrThrow()
    },

    async update(customerId: string, columns: Updateable<AccountTables['customers']>) {
      await db.updateTable('customers').set(columns).where('customer_id', '=', customerId).execute()
    },

    /** Inserts or updates, so demo data follows the code that describes it. */
    async upsert(customer: NewCustomer) {
      const { customer_id, ...rest } = customer
      await db
        .insertInto('customers')
        .values(customer)
        .onConflict((oc) => oc.column('customer_id').doUpdateSet(rest))
        .execute()
    },
  }
}

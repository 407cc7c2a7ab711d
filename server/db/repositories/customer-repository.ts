import type { Insertable, Selectable } from 'kysely'
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

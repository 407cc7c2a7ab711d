import type { Db } from '../../db/connect'
import { chunksOf } from './erp-refusals'

/** What an ERP item takes from its customer when it leaves a field out. */
export type KnownCustomer = {
  customerId: string
  entityCode: string
  currency: string
  paymentTermsDays: number | null
  billing: { name: string; street: string; postalCode: string; city: string; country: string }
}

/** Customers from before migration 013 keep "28217 Bremen" in billing_city; a printed address needs the two apart. */
function postalCodeAndCity(row: { billing_postal_code: string; billing_city: string }) {
  if (row.billing_postal_code) return { postalCode: row.billing_postal_code, city: row.billing_city }
  const match = /^(\S*\d\S*)\s+(.+)$/.exec(row.billing_city.trim())
  return match ? { postalCode: match[1] ?? '-', city: match[2] ?? '' } : { postalCode: '-', city: row.billing_city }
}

/** The customers a batch names, in one query per 500 ids. */
export async function knownCustomers(trx: Db, ids: Iterable<string>): Promise<Map<string, KnownCustomer>> {
  const known = new Map<string, KnownCustomer>()
  for (const chunk of chunksOf([...new Set(ids)], 500)) {
    const rows = await trx
      .selectFrom('customers')
      .select([
        'customer_id',
        'entity_id',
        'currency',
        'payment_terms_days',
        'company_name',
        'billing_street',
        'billing_postal_code',
        'billing_city',
        'billing_country',
      ])
      .where('customer_id', 'in', chunk)
      .execute()
    for (const row of rows) {
      known.set(row.customer_id, {
        customerId: row.customer_id,
        entityCode: row.entity_id,
        currency: row.currency,
        paymentTermsDays: row.payment_terms_days,
        billing: { name: row.company_name, street: row.billing_street, ...postalCodeAndCity(row), country: row.billing_country },
      })
    }
  }
  return known
}

/** Supplier (vendor) ids of the catalogue's parts by normalized article id, for lines that do not name one. */
export async function supplierIdsOf(trx: Db, skuNorms: Iterable<string>): Promise<Map<string, string>> {
  const found = new Map<string, string>()
  for (const chunk of chunksOf([...new Set(skuNorms)], 500)) {
    const rows = await trx.selectFrom('parts').select(['sku_norm', 'vendor_id']).where('sku_norm', 'in', chunk).execute()
    for (const row of rows) found.set(row.sku_norm, row.vendor_id)
  }
  return found
}

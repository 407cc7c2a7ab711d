import type { CustomerDetail, CustomerUpdate } from '../../src/shared/contracts/admin'
import { ALL_METHOD_IDS, type PaymentMethodId } from '../../src/shared/contracts/payment-constants'
import type { Db } from '../db/connect'
import { featuresOf } from '../db/repositories/customer-repository'
import { allowedMethodsOf } from '../payments/payment-methods'
import { containsText } from './contains-text'

/** Customer search for the admin area: by number, company, contact name or e-mail, case-insensitive. */
export async function searchCustomers(db: Db, options: { q: string; page: number; pageSize: number }) {
  let query = db.selectFrom('customers as cu')
  if (options.q) {
    query = query.where((eb) =>
      eb.or([
        containsText(eb.ref('cu.customer_id'), options.q),
        containsText(eb.ref('cu.company_name'), options.q),
        eb.exists(
          eb
            .selectFrom('contacts as co')
            .select('co.contact_id')
            .whereRef('co.customer_id', '=', 'cu.customer_id')
            .where((inner) =>
              inner.or([
                containsText(inner.ref('co.email'), options.q),
                containsText(inner.ref('co.last_name'), options.q),
                containsText(inner.ref('co.first_name'), options.q),
              ]),
            ),
        ),
      ]),
    )
  }
  const [rows, count] = await Promise.all([
    query
      .select((eb) => [
        'cu.customer_id',
        'cu.company_name',
        'cu.billing_country',
        'cu.price_group',
        'cu.currency',
        eb
          .selectFrom('contacts as co')
          .select((inner) => inner.fn.countAll<number>().as('n'))
          .whereRef('co.customer_id', '=', 'cu.customer_id')
          .as('contacts'),
      ])
      .orderBy('cu.customer_id')
      .limit(options.pageSize)
      .offset((options.page - 1) * options.pageSize)
      .execute(),
    query.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ])
  return {
    total: Number(count.n),
    items: rows.map((row) => ({
      customerId: row.customer_id,
      companyName: row.company_name,
      billingCountry: row.billing_country,
      priceGroup: row.price_group,
      currency: row.currency,
      contacts: Number(row.contacts ?? 0),
    })),
  }
}

export async function customerDetail(db: Db, customerId: string): Promise<CustomerDetail | undefined> {
  const customer = await db.selectFrom('customers').selectAll().where('customer_id', '=', customerId).executeTakeFirst()
  if (!customer) return undefined
  const contacts = await db
    .selectFrom('contacts')
    .select(['contact_id', 'first_name', 'last_name', 'email', 'language', 'role', 'disabled'])
    .where('customer_id', '=', customerId)
    .orderBy('contact_id')
    .execute()
  return {
    customerId: customer.customer_id,
    companyName: customer.company_name,
    billingCountry: customer.billing_country,
    entityID: customer.entity_id,
    priceGroup: customer.price_group,
    currency: customer.currency,
    features: featuresOf(customer),
    buyerReference: customer.buyer_reference,
    paymentMethods: knownMethods(allowedMethodsOf(customer.payment_methods)),
    contacts: contacts.map((c) => ({
      contactId: c.contact_id,
      firstName: c.first_name,
      lastName: c.last_name,
      email: c.email,
      language: c.language,
      role: c.role,
      locked: c.disabled === 1,
    })),
  }
}

const FLAG_COLUMNS = {
  order: 'feature_order',
  invoice: 'feature_invoice',
  shipment: 'feature_shipment',
  showPrice: 'feature_show_price',
  fillBasket: 'feature_fill_basket',
} as const

/** The columns an update sets; sessions read features from the row, so the customer sees it on the next request. */
export function customerColumns(update: CustomerUpdate) {
  const columns: Record<string, string | number | null> = {}
  for (const [flag, column] of Object.entries(FLAG_COLUMNS)) {
    const value = update.features?.[flag as keyof typeof FLAG_COLUMNS]
    if (value !== undefined) columns[column] = value ? 1 : 0
  }
  if (update.features?.vinSearch !== undefined) columns.vin_search = update.features.vinSearch
  if (update.priceGroup !== undefined) columns.price_group = update.priceGroup
  if (update.currency !== undefined) columns.currency = update.currency
  // Documents are rendered with the reference as it is now, so the next download of any of them follows it.
  if (update.buyerReference !== undefined) columns.buyer_reference = update.buyerReference
  // The checkout offers only what is stored here, so the next checkout follows it (null: every method).
  if (update.paymentMethods !== undefined) {
    columns.payment_methods = update.paymentMethods === null ? null : JSON.stringify(update.paymentMethods)
  }
  return columns
}

/** The audited view of a customer: what an update can change. */
export function auditView(detail: CustomerDetail) {
  return {
    features: detail.features,
    priceGroup: detail.priceGroup,
    currency: detail.currency,
    buyerReference: detail.buyerReference,
    paymentMethods: detail.paymentMethods,
  }
}

/** A stored id the shop no longer knows is left out rather than failing the whole page. */
function knownMethods(allowed: string[] | null): PaymentMethodId[] | null {
  if (allowed === null) return null
  return allowed.filter((id): id is PaymentMethodId => (ALL_METHOD_IDS as readonly string[]).includes(id))
}

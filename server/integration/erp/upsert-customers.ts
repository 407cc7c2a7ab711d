import type { ErpCustomer } from '../../../src/shared/contracts/erp-accounts'
import type { Db } from '../../db/connect'
import { CURRENCY_RATES, PRICE_GROUP_DISCOUNTS } from '../../shop/pricing'
import { endSessions } from './end-sessions'
import { answerOf, outcomeOf } from './erp-answer'

const flag = (value: boolean) => (value ? 1 : 0)

function columnsOf(item: ErpCustomer) {
  return {
    entity_id: item.sales_entity,
    company_name: item.name,
    billing_street: item.billing.street,
    billing_postal_code: item.billing.postal_code,
    billing_city: item.billing.city,
    billing_country: item.billing.country,
    price_group: item.price_group,
    currency: item.currency,
    feature_order: flag(item.features.order),
    feature_invoice: flag(item.features.invoice),
    feature_shipment: flag(item.features.shipment),
    feature_show_price: flag(item.features.show_price),
    feature_fill_basket: flag(item.features.fill_basket),
    payment_terms_days: item.payment_terms_days,
    transport_terms: item.transport_terms,
    blocked: flag(item.blocked),
    source: 'erp' as const,
  }
}

/** The fields an ERP may leave out, only when sent. */
const optionalColumnsOf = (item: ErpCustomer) => ({
  ...(item.vin_search !== undefined && { vin_search: item.vin_search }),
  ...(item.buyer_reference !== undefined && { buyer_reference: item.buyer_reference }),
})

/**
 * Creates or updates customers by the ERP's number, in the caller's transaction. Entities and
 * countries are the shop's reference data, price groups and currencies its pricing rules: an item
 * naming one the shop lacks is refused whole. Blocking a customer ends its contacts' sessions
 * (resolve-session.ts refuses them while blocked; the raised generation keeps them ended after).
 */
export async function upsertCustomers(trx: Db, items: ErpCustomer[]) {
  const outcome = answerOf()
  const [entities, countries, existing] = await Promise.all([
    trx.selectFrom('entities').select('code').execute(),
    trx.selectFrom('countries').select('code').execute(),
    trx
      .selectFrom('customers')
      .selectAll()
      .where(
        'customer_id',
        'in',
        items.map((item) => item.customer_id),
      )
      .execute(),
  ])
  const entityCodes = new Set(entities.map((row) => row.code))
  const countryCodes = new Set(countries.map((row) => row.code))
  const stored = new Map<string, Record<string, unknown>>(existing.map((row) => [row.customer_id, row]))

  for (const [index, item] of items.entries()) {
    if (!entityCodes.has(item.sales_entity)) {
      outcome.refuse(index, 'sales_entity', 'unknown-entity', `no sales entity "${item.sales_entity}" in the shop`)
    } else if (!countryCodes.has(item.billing.country)) {
      outcome.refuse(index, 'billing.country', 'unknown-country', `the shop knows no country "${item.billing.country}"`)
    } else if (!(item.price_group in PRICE_GROUP_DISCOUNTS)) {
      outcome.refuse(index, 'price_group', 'unknown-price-group', `no price group "${item.price_group}" in the shop's pricing`)
    } else if (!(item.currency in CURRENCY_RATES)) {
      outcome.refuse(index, 'currency', 'unknown-currency', `the shop has no rate for "${item.currency}"`)
    } else {
      // vin_search and buyer_reference are optional: an ERP that does not keep one leaves the shop's setting alone.
      const columns = { ...columnsOf(item), ...optionalColumnsOf(item) }
      const before = stored.get(item.customer_id)
      const applied = outcomeOf(before, columns)
      if (applied !== 'unchanged')
        await trx
          .insertInto('customers')
          .values({ customer_id: item.customer_id, vin_search: '', ...columns })
          .onConflict((oc) => oc.column('customer_id').doUpdateSet(columns))
          .execute()
      if (item.blocked && before?.blocked === 0) await endSessions(trx, { customerId: item.customer_id })
      stored.set(item.customer_id, { ...before, ...columns })
      outcome.applied(applied)
    }
  }
  return outcome.answer
}

import { hashPassword } from '../auth/password-hash'
import type { NewCustomer } from '../db/repositories/customer-repository'
import type { Repositories } from '../db/repositories/index'

type DemoUser = {
  email: string
  password: string
  firstName: string
  lastName: string
  language: string
  role: 'customer' | 'admin'
  customer: NewCustomer
}

const ALL_FEATURES = { feature_order: 1, feature_invoice: 1, feature_shipment: 1, feature_show_price: 1, feature_fill_basket: 1 }

/** The demo logins the README lists and `npm start` prints (issue 4). Fictional companies; example.com mailboxes. */
export const DEMO_USERS: DemoUser[] = [
  {
    email: 'werkstatt@example.com',
    password: 'Werkstatt-2026',
    firstName: 'Jana',
    lastName: 'Brenner',
    language: 'de',
    role: 'customer',
    customer: {
      customer_id: 'D1000001',
      entity_id: 'DTDE',
      company_name: 'Nutzfahrzeug-Werkstatt Brenner GmbH',
      billing_street: 'Hafenstraße 12',
      billing_city: '28217 Bremen',
      billing_country: 'DE',
      price_group: 'WS',
      currency: 'EUR',
      ...ALL_FEATURES,
      vin_search: 'VIN_and_OE-No.',
      // A Leitweg-ID from the range kept for tests (991-…): its e-invoices show the XRechnung 3.0 form.
      buyer_reference: '991-33333TEST-33',
    },
  },
  {
    email: 'einkauf@example.com',
    password: 'Einkauf-2026',
    firstName: 'Lukas',
    lastName: 'Gruber',
    language: 'de',
    role: 'customer',
    customer: {
      customer_id: 'D1000002',
      entity_id: 'DTAT',
      company_name: 'Gruber Transporte GmbH',
      billing_street: 'Industriestraße 4',
      billing_city: '4020 Linz',
      billing_country: 'AT',
      price_group: 'FL',
      currency: 'EUR',
      ...ALL_FEATURES,
      feature_show_price: 0,
      feature_fill_basket: 0,
      vin_search: 'VIN_and_OE-No.',
    },
  },
  {
    email: 'flotte@example.com',
    password: 'Flotte-2026',
    firstName: 'Camille',
    lastName: 'Roux',
    language: 'fr',
    role: 'customer',
    customer: {
      customer_id: 'D1000003',
      entity_id: 'DTFR',
      company_name: 'Roux Logistique SARL',
      billing_street: '8 rue des Transporteurs',
      billing_city: '69007 Lyon',
      billing_country: 'FR',
      price_group: 'FL',
      currency: 'EUR',
      ...ALL_FEATURES,
      vin_search: 'VIN_only',
    },
  },
  {
    email: 'admin@example.com',
    password: 'Admin-2026',
    firstName: 'Petra',
    lastName: 'Achslast',
    language: 'de',
    role: 'admin',
    customer: {
      customer_id: 'D1000000',
      entity_id: 'DTDE',
      company_name: 'Achslast Teilehandel GmbH (intern)',
      billing_street: 'Am Güterbahnhof 1',
      billing_city: '34117 Kassel',
      billing_country: 'DE',
      price_group: 'INT',
      currency: 'EUR',
      ...ALL_FEATURES,
      vin_search: 'VIN_and_OE-No.',
    },
  },
]

export const demoContactId = (customerId: string) => `C${customerId.slice(1)}-1`

/**
 * DEMO_USERS on: creates the demo logins (customers are kept in step with the list above; a
 * password changed through a reset is kept). Off: their logins are disabled, not deleted, so
 * orders placed with them keep their customer.
 */
export async function syncDemoUsers(repos: Repositories, enabled: boolean): Promise<{ created: number }> {
  const customerIds = DEMO_USERS.map((user) => user.customer.customer_id)
  if (!enabled) {
    await repos.contacts.setDisabledForCustomers(customerIds, true)
    return { created: 0 }
  }
  let created = 0
  for (const user of DEMO_USERS) {
    await repos.customers.upsert({ ...user.customer, is_demo: 1 })
    if (await repos.contacts.byEmail(user.email)) continue
    await repos.contacts.insert({
      contact_id: demoContactId(user.customer.customer_id),
      customer_id: user.customer.customer_id,
      first_name: user.firstName,
      last_name: user.lastName,
      email: user.email,
      language: user.language,
      role: user.role,
      password_hash: await hashPassword(user.password),
    })
    created++
  }
  await repos.contacts.setDisabledForCustomers(customerIds, false)
  return { created }
}

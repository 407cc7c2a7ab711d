import type { Generated } from 'kysely'

/** Tables of migration 002-accounts; times are Unix seconds, flags 0/1. */
export type AccountTables = {
  customers: {
    customer_id: string
    entity_id: Generated<string>
    company_name: string
    billing_street: string
    billing_city: string
    billing_country: string
    price_group: string
    currency: string
    feature_order: number
    feature_invoice: number
    feature_shipment: number
    feature_show_price: number
    feature_fill_basket: number
    vin_search: string
    is_demo: Generated<number>
    /** Added by 013-erp-exchange. */
    billing_postal_code: Generated<string>
    payment_terms_days: number | null
    transport_terms: string | null
    blocked: Generated<number>
    source: Generated<'shop' | 'erp'>
    /** The buyer reference (BT-10), a Leitweg-ID: set, the customer's e-invoices are XRechnung 3.0 (issue 30). */
    buyer_reference: string | null
    /** Added by 016-online-payment: JSON list of the payment method ids this customer may use; null: all offered. */
    payment_methods: string | null
  }
  contacts: {
    contact_id: string
    customer_id: string
    first_name: string
    last_name: string
    email: string
    language: string
    role: 'customer' | 'admin'
    password_hash: string
    session_generation: Generated<number>
    disabled: Generated<number>
  }
  revoked_sessions: { jti: string; expires_at: number }
  session_activity: { jti: string; last_seen: number; expires_at: number }
  password_resets: {
    token_hash: string
    contact_id: string
    created_at: number
    expires_at: number
    used_at: number | null
  }
  auth_counters: { key: string; window_start: number; count: number }
}

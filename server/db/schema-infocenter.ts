import type { Generated } from 'kysely'

/** Tables of migration 008 (issue 14): favourites and share links, forms, appointments, API keys. Times are ISO strings. */
export type InfocenterTables = {
  favourites: { customer_id: string; vendor_id: string; sku: string; qty: number; added_at: string }
  favourite_shares: { token: string; customer_id: string; created_at: string; revoked_at: string | null }
  service_forms: {
    id: Generated<number>
    customer_id: string
    contact_id: string
    kind: 'return' | 'warranty' | 'core'
    order_number: string
    position: number
    vendor_id: string
    sku: string
    part_name: string
    qty: number
    reason: string
    description: string
    status: string
    language: string
    created_at: string
    /** Added by 013-erp-exchange: the ERP's word on the status, and when it set it. */
    status_note: Generated<string>
    updated_at: string | null
    /** Added by 014-exchange-units (the single-line columns above hold the first line). */
    remarks: Generated<string>
    credit_note_id: string | null
  }
  appointments: {
    id: Generated<number>
    customer_id: string
    branch: string
    kind: 'delivery' | 'pickup'
    starts_at: string
    order_number: string | null
    note: string
    status: 'booked' | 'cancelled'
    created_at: string
    updated_at: string
  }
  api_keys: {
    id: string
    customer_id: string
    contact_id: string
    name: string
    prefix: string
    key_hash: string
    /** Comma-separated API scopes. */
    scopes: string
    created_at: string
    last_used_at: string | null
    revoked_at: string | null
  }
}

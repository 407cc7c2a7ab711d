import type { Generated } from 'kysely'
import type { OrderStatus } from '../../src/shared/contracts/documents-constants'

/** Tables of migration 003-cart; times are ISO strings (orders) or Unix seconds (keys, jobs). */
export type CartTables = {
  carts: {
    id: Generated<number>
    customer_id: string
    /** Only one 'active' cart per customer (partial unique index); an ordered cart is kept for the record. */
    status: 'active' | 'ordered'
    created_at: number
    updated_at: number
  }
  cart_items: {
    id: Generated<number>
    cart_id: number
    vendor_id: string
    sku: string
    qty: number
    added_at: number
  }
  idempotency_keys: {
    customer_id: string
    key: string
    request_hash: string
    state: 'running' | 'done'
    status_code: number | null
    response_body: string | null
    created_at: number
    /** The request holding a 'running' claim (migration 011); null once done. */
    lease_token: string | null
    /** A 'running' claim whose lease ended before now belongs to a request that died; null: a claim of older code. */
    lease_until: number | null
  }
  customer_addresses: {
    id: string
    customer_id: string
    name: string
    street: string
    postal_code: string
    city: string
    country: string
    /** Added by 007-customer-lists: the one the checkout preselects (0/1), and when it last changed. */
    is_default: Generated<number>
    updated_at: Generated<string>
  }
  /** 007-customer-lists: the display currency a customer reads beside the binding one. */
  customer_preferences: { customer_id: string; alternative_currency: string | null; updated_at: string }
  /** 007-customer-lists: the watch list; price and stock as seen when added. */
  notice_list_entries: {
    id: string
    customer_id: string
    vendor_id: string
    sku: string
    qty: number
    note: string
    added_at: string
    price_at_add: number | null
    currency_at_add: string
    stock_at_add: number
  }
  order_sequences: { year: number; last: number }
  orders: {
    order_number: string
    customer_id: string
    contact_id: string
    linked_order_number: string | null
    part: 'first' | 'second'
    placed_at: string
    /** Shop orders start as received/backordered; the ERP history moves them on. */
    status: OrderStatus
    customer_order_reference: string
    /** JSON of the Address contract, frozen at the time of the order. */
    billing_address: string
    shipping_address: string
    transport_id: string
    transport_price: number
    payment_id: string
    currency: string
    goods_total: number
    total: number
    language: string
    /** Added by 004-documents: the vehicle the order was for, and who wrote it ('shop' or the 'erp' history). */
    vin: string | null
    source: Generated<'shop' | 'erp'>
    /** Added by 013-erp-exchange: when the ERP last set status or lines (ISO). */
    erp_updated_at: string | null
    /** Added by 014-exchange-units: the lines' deposits, net (not in goods_total). */
    deposit_total: Generated<number>
    /** Added by 016-online-payment: the payment (payments.payment_id) that paid this order online. */
    payment_ref: string | null
  }
  order_lines: {
    order_number: string
    position: number
    vendor_id: string
    sku: string
    name: string
    qty: number
    unit_price: number
    line_total: number
    /** Added by 004-documents: the customer (for per-customer sku lookups), the sku as partNumberKey normalizes it. */
    customer_id: string
    sku_norm: string
    delivered_qty: Generated<number>
    /** Still open, and when it is expected (null: not yet confirmed by the ERP). */
    backordered_qty: Generated<number>
    expected_date: string | null
    /** Added by 013-erp-exchange: pieces the ERP cancelled. */
    cancelled_qty: Generated<number>
    /** Added by 014-exchange-units: deposit per unit at the time of the order, net. */
    deposit_unit: Generated<number>
  }
  saved_carts: { id: Generated<number>; customer_id: string; name: string; created_at: string }
  saved_cart_items: { saved_cart_id: number; position: number; vendor_id: string; sku: string; qty: number }
  jobs: {
    id: Generated<number>
    kind: string
    payload: string
    state: 'pending' | 'done' | 'failed'
    attempts: number
    run_after: number
    last_error: string | null
    created_at: number
    /** The owner of a leased pending job (PostgreSQL; migration 011): run_after is then the lease's end. */
    lease_token: string | null
  }
}

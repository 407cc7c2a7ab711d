import type { Generated } from 'kysely'
import type { DocumentStatus, DocumentType, ShipmentStatus } from '../../src/shared/contracts/documents-constants'

/**
 * Tables of migration 004-documents: business documents with their lines and links, and shipments.
 * Dates are YYYY-MM-DD (documents) or ISO timestamps (shipments); amounts in the document's currency.
 * JSON columns hold snapshots taken when the document was issued (buyer, shipping address, VAT).
 */
export type DocumentTables = {
  documents: {
    document_id: string
    customer_id: string
    type: DocumentType
    issued_on: string
    status: DocumentStatus
    currency: string
    /** The sales entity that issued it (entities.code). */
    entity_code: string
    /** JSON Party of the buyer as printed. */
    buyer: string
    /** JSON Address. */
    shipping_address: string
    customer_order_reference: string
    net: number | null
    vat_total: number | null
    gross: number | null
    /** JSON [{rate, base, amount}]. */
    vat_breakdown: string | null
    due_date: string | null
    payment_terms_days: number | null
    credit_note_reason: 'return' | 'priceCorrection' | null
    shipment_id: string | null
    /** Added by 013-erp-exchange: sha256 of the record the ERP sent; a resend with other content is refused. */
    content_hash: string | null
  }
  document_orders: { document_id: string; order_number: string }
  /** Stored in both directions, so either side finds the other with one index seek. */
  document_links: { document_id: string; related_id: string }
  document_lines: {
    document_id: string
    position: number
    customer_id: string
    order_number: string
    vendor_id: string
    sku: string
    sku_norm: string
    name: string
    /** JSON string[] of the part's OE numbers as printed. */
    oe_numbers: string
    qty: number
    unit_price: number | null
    line_total: number | null
    vat_rate: number | null
    /** Added by 014-exchange-units: a deposit line follows its part's line with the same sku. */
    line_kind: Generated<'goods' | 'deposit'>
  }
  shipments: {
    shipment_id: string
    customer_id: string
    delivery_note_id: string | null
    carrier: string
    tracking_number: string
    tracking_url: string
    parcels: number
    weight_kg: number
    status: ShipmentStatus
    shipped_at: string | null
    delivered_at: string | null
  }
  /** What the ERP history was generated from (seed, anchor, catalogue build), so a restart does not redo it. */
  erp_history_meta: { key: string; value: string }
}

import type { Insertable } from 'kysely'
import type { Database } from '../../db/schema'
import { partNumberKey } from '../../shop/part-number'
import type { ErpDocumentItem } from './erp-document-item'
import { addressJson } from './erp-item-fields'
import type { KnownCustomer } from './known-customers'

export type DocumentRows = {
  document: Insertable<Database['documents']>
  lines: Insertable<Database['document_lines']>[]
  orders: Insertable<Database['document_orders']>[]
}

const defaultStatus = (type: ErpDocumentItem['type']) => (type === 'invoice' || type === 'creditnote' ? 'open' : 'issued')

/** The rows of one accepted document: snapshots of buyer and address as printed, the customer's where the ERP left them out. */
export function documentRows(
  item: ErpDocumentItem,
  customer: KnownCustomer,
  supplierIds: Map<string, string>,
  contentHash: string,
): DocumentRows {
  const buyer = item.buyer
    ? { ...addressJson(item.buyer), vatId: item.buyer.vat_id ?? null }
    : { ...customer.billing, vatId: null }
  const shipping = item.shipping_address ? addressJson(item.shipping_address) : { ...buyer, vatId: undefined }
  const lines = item.lines.map((line, index) => {
    const skuNorm = partNumberKey(line.article_id)
    return {
      document_id: item.document_id,
      position: index + 1,
      customer_id: item.customer_id,
      order_number: line.order_number,
      vendor_id: line.supplier_id ?? supplierIds.get(skuNorm) ?? '',
      sku: line.article_id,
      sku_norm: skuNorm,
      name: line.name,
      oe_numbers: JSON.stringify(line.oe_numbers),
      qty: line.qty,
      unit_price: line.unit_price,
      line_total: line.line_total,
      vat_rate: line.vat_rate,
      line_kind: line.line_kind ?? 'goods',
    }
  })
  const orderNumbers = item.order_numbers ?? item.lines.map((line) => line.order_number)
  return {
    document: {
      document_id: item.document_id,
      customer_id: item.customer_id,
      type: item.type,
      issued_on: item.issued_on,
      status: item.status ?? defaultStatus(item.type),
      currency: item.currency ?? customer.currency,
      entity_code: customer.entityCode,
      buyer: JSON.stringify(buyer),
      shipping_address: JSON.stringify(shipping),
      customer_order_reference: item.customer_order_reference,
      net: item.net,
      vat_total: item.vat_total,
      gross: item.gross,
      vat_breakdown: item.vat_breakdown === null ? null : JSON.stringify(item.vat_breakdown),
      due_date: item.due_date,
      payment_terms_days: item.payment_terms_days,
      credit_note_reason: item.credit_note_reason,
      shipment_id: item.shipment_id,
      content_hash: contentHash,
    },
    lines,
    orders: [...new Set(orderNumbers)].map((order_number) => ({ document_id: item.document_id, order_number })),
  }
}

import { z } from 'zod'
import { ORDER_NUMBER_PATTERN, ORDER_STATUSES } from '../../../src/shared/contracts/documents-constants'
import { articleId, customerId, erpAddress, isoDate, isoTimestamp, money, quantity } from './erp-item-fields'

export const erpOrderLine = z
  .object({
    position: z.number().int().min(1).max(9999),
    article_id: articleId,
    /** The part's supplier (vendor) id; found in the catalogue by article_id when missing. */
    supplier_id: z.string().trim().max(40).optional(),
    /** As printed; the article id when missing (a new line of an ERP order). */
    name: z.string().trim().min(1).max(300).optional(),
    qty: quantity,
    delivered_qty: quantity.default(0),
    backordered_qty: quantity.default(0),
    /** When the backordered pieces are expected; null: not yet known. */
    expected_date: isoDate.nullable().default(null),
    cancelled_qty: quantity.default(0),
    unit_price: money,
    /** Core deposit (Altteilpfand) per unit, net, in the order's currency. A new line without it carries none; an update without it keeps the stored one. */
    deposit_unit: money.min(0).optional(),
  })
  .strict()

/**
 * Status and lines of an order. An order_number the shop knows (a shop order, or an ERP order sent
 * before) is updated; an unknown one is a new ERP order of `customer_id`, with the fields below the lines.
 */
export const erpOrderItem = z
  .object({
    order_number: z
      .string()
      .regex(ORDER_NUMBER_PATTERN, 'An order number such as A26-000123 (B… for the second part of a split order).'),
    customer_id: customerId.optional(),
    status: z.enum(ORDER_STATUSES).optional(),
    lines: z.array(erpOrderLine).max(1000).default([]),
    placed_at: isoTimestamp.optional(),
    customer_order_reference: z.string().trim().max(200).optional(),
    vin: z.string().trim().max(17).nullable().optional(),
    linked_order_number: z.string().regex(ORDER_NUMBER_PATTERN).nullable().optional(),
    contact_id: z.string().trim().max(40).optional(),
    currency: z.string().length(3).optional(),
    language: z.string().min(2).max(5).optional(),
    transport_id: z.string().trim().max(40).optional(),
    transport_price: money.optional(),
    payment_id: z.string().trim().max(40).optional(),
    billing_address: erpAddress.optional(),
    shipping_address: erpAddress.optional(),
  })
  .strict()
export type ErpOrderItem = z.output<typeof erpOrderItem>
export type ErpOrderLine = z.output<typeof erpOrderLine>

export const ERP_ORDER_EXAMPLE = {
  order_number: 'A26-004711',
  customer_id: '40117',
  status: 'backordered',
  placed_at: '2026-03-02T08:15:00Z',
  customer_order_reference: 'WS 2026/118',
  lines: [
    { position: 1, article_id: '4711-0815', qty: 4, delivered_qty: 4, unit_price: 18.9 },
    { position: 2, article_id: '0986-452-041', qty: 2, backordered_qty: 2, expected_date: '2026-03-16', unit_price: 42.5 },
    { position: 3, article_id: '0124-655-017', qty: 1, delivered_qty: 1, unit_price: 289, deposit_unit: 180 },
  ],
}

import { z } from 'zod'
import {
  CREDIT_NOTE_REASONS,
  DOCUMENT_ID_PATTERN,
  DOCUMENT_LINE_KINDS,
  DOCUMENT_STATUSES,
  DOCUMENT_TYPES,
  ORDER_NUMBER_PATTERN,
} from '../../../src/shared/contracts/documents-constants'
import { articleId, customerId, erpAddress, erpParty, isoDate, money, quantity } from './erp-item-fields'

const orderNumber = z.string().regex(ORDER_NUMBER_PATTERN, 'An order number such as A26-000123.')
const documentId = z.string().regex(DOCUMENT_ID_PATTERN, 'A document number such as IN26-003363 (IN, CN, DN or PL).')
const vatRate = z.number().min(0).max(100)

export const erpDocumentLine = z
  .object({
    order_number: orderNumber,
    article_id: articleId,
    supplier_id: z.string().trim().max(40).optional(),
    name: z.string().trim().min(1).max(300),
    oe_numbers: z.array(z.string().trim().min(1).max(64)).max(50).default([]),
    qty: quantity,
    /** Invoices and credit notes: all three; delivery notes and packing lists: none. */
    unit_price: money.nullable().default(null),
    line_total: money.nullable().default(null),
    vat_rate: vatRate.nullable().default(null),
    /**
     * 'deposit': the deposit (Altteilpfand) of the exchange unit on the line before, same article_id;
     * 'goods' when missing. Optional without a default, so documents stored before it keep their content hash.
     */
    line_kind: z.enum(DOCUMENT_LINE_KINDS).optional(),
  })
  .strict()

/** An invoice, credit note, delivery note or packing list as the ERP issued it; amounts in `currency`. */
export const erpDocumentItem = z
  .object({
    document_id: documentId,
    type: z.enum(DOCUMENT_TYPES),
    customer_id: customerId,
    issued_on: isoDate,
    /** Invoices open/paid/overdue, credit notes open/settled, others issued (the default per type). The one field a resend may change. */
    status: z.enum(DOCUMENT_STATUSES).optional(),
    currency: z.string().length(3).optional(),
    customer_order_reference: z.string().trim().max(200).default(''),
    lines: z.array(erpDocumentLine).min(1).max(1000),
    net: money.nullable().default(null),
    vat_total: money.nullable().default(null),
    gross: money.nullable().default(null),
    vat_breakdown: z
      .array(z.object({ rate: vatRate, base: money, amount: money }).strict())
      .max(10)
      .nullable()
      .default(null),
    due_date: isoDate.nullable().default(null),
    payment_terms_days: z.number().int().min(0).max(365).nullable().default(null),
    credit_note_reason: z.enum(CREDIT_NOTE_REASONS).nullable().default(null),
    /** The orders it covers; the lines' order numbers when missing. */
    order_numbers: z.array(orderNumber).max(500).optional(),
    /** Documents it belongs with (invoice ↔ delivery notes, credit note ↔ invoice, delivery note ↔ packing list). */
    related: z.array(documentId).max(500).default([]),
    shipment_id: z.string().trim().max(40).nullable().default(null),
    /** The buyer as printed; the customer's billing address when missing. */
    buyer: erpParty.optional(),
    /** The delivery address as printed; the buyer's address when missing. */
    shipping_address: erpAddress.optional(),
    /** The ERP's own PDF of the document (base64, at most 10 MB): served instead of the rendered one. */
    pdf_base64: z.string().max(14_000_000).optional(),
  })
  .strict()
export type ErpDocumentItem = z.output<typeof erpDocumentItem>
export type ErpDocumentLine = z.output<typeof erpDocumentLine>

export const ERP_DOCUMENT_EXAMPLE = {
  document_id: 'IN26-004711',
  type: 'invoice',
  customer_id: '40117',
  issued_on: '2026-03-05',
  status: 'open',
  currency: 'EUR',
  order_numbers: ['A26-004711'],
  lines: [
    {
      order_number: 'A26-004711',
      article_id: '4711-0815',
      name: 'Brake pad set',
      qty: 4,
      unit_price: 18.9,
      line_total: 75.6,
      vat_rate: 19,
    },
    {
      order_number: 'A26-004711',
      article_id: '0986-452-041',
      name: 'Oil filter',
      qty: 2,
      unit_price: 42.5,
      line_total: 85,
      vat_rate: 19,
    },
  ],
  net: 160.6,
  vat_total: 30.51,
  gross: 191.11,
  vat_breakdown: [{ rate: 19, base: 160.6, amount: 30.51 }],
  due_date: '2026-04-04',
  payment_terms_days: 30,
}

import { z } from 'zod'
import { addressSchema } from './cart'
import { languageSchema } from './content'
import {
  CREDIT_NOTE_REASONS,
  DOCUMENT_ID_PATTERN,
  DOCUMENT_LINE_KINDS,
  DOCUMENT_SORTS,
  DOCUMENT_STATUSES,
  DOCUMENT_TYPES,
  LIST_PAGE_SIZE_DEFAULT,
  ORDER_NUMBER_PATTERN,
  ORDER_SORTS,
  ORDER_STATUSES,
  SHIPMENT_STATUSES,
} from './documents-constants'
import { orderPaymentSchema } from './payment'
import { ONLINE_METHOD_IDS } from './payment-constants'

export * from './documents-constants'

/**
 * The information centre's API (issue 9): orders, business documents, shipments and backorders of the
 * caller's customer. Amounts are plain numbers in `currency`; order amounts are null for a customer
 * without `showPrice`, document amounts are always given (an invoice is its amounts).
 */

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'a date as YYYY-MM-DD')
export const documentTypeSchema = z.enum(DOCUMENT_TYPES)
export const documentIdSchema = z.string().regex(DOCUMENT_ID_PATTERN, 'a document number such as IN25-004711')
export const orderNumberSchema = z.string().regex(ORDER_NUMBER_PATTERN, 'an order number such as A25-000123')

export const paginationSchema = z.object({ total: z.number().int(), page: z.number().int(), pageSize: z.number().int() })
export type Pagination = z.infer<typeof paginationSchema>

/** Filters every list shares; `q` finds by any number a buyer has at hand (see README). */
const listQuery = {
  q: z.string().trim().max(60).optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(LIST_PAGE_SIZE_DEFAULT),
}

export const ordersQuerySchema = z.object({
  ...listQuery,
  status: z.enum(ORDER_STATUSES).optional(),
  sort: z.enum(ORDER_SORTS).default('-placedAt'),
})
export type OrdersQuery = z.input<typeof ordersQuerySchema>

export const documentsQuerySchema = z.object({
  ...listQuery,
  type: documentTypeSchema.optional(),
  sort: z.enum(DOCUMENT_SORTS).default('-date'),
})
export type DocumentsQuery = z.input<typeof documentsQuerySchema>

export const exportFormatSchema = z.enum(['csv', 'xlsx'])

/**
 * An IANA time zone Intl knows. Node 20's list (`Intl.supportedValuesOf`) lacks `UTC` and zones renamed since its
 * ICU (Europe/Kyiv), which browsers report, so a zone Intl can format in counts too; anything else is refused.
 */
export function isTimeZone(value: string): boolean {
  if (Intl.supportedValuesOf('timeZone').includes(value)) return true
  try {
    new Intl.DateTimeFormat('en', { timeZone: value })
    return true
  } catch {
    return false
  }
}

/** Whose file it is: the reader's language (headers, status words, separator, decimal comma) and time zone. */
export const exportQuery = {
  format: exportFormatSchema,
  languageID: languageSchema.default('de'),
  timeZone: z.string().max(64).refine(isTimeZone, 'an IANA time zone such as Europe/Berlin').default('Europe/Berlin'),
}

export const orderSummarySchema = z.object({
  orderNumber: z.string(),
  linkedOrderNumber: z.string().nullable(),
  part: z.enum(['first', 'second']),
  placedAt: z.string(),
  status: z.enum(ORDER_STATUSES),
  customerOrderReference: z.string(),
  /** The vehicle the order was made for, when known. */
  vin: z.string().nullable(),
  lineCount: z.number().int(),
  total: z.number().nullable(),
  currency: z.string(),
})
export type OrderSummary = z.infer<typeof orderSummarySchema>
export const ordersPageSchema = z.object({ items: z.array(orderSummarySchema), pagination: paginationSchema })
export type OrdersPage = z.infer<typeof ordersPageSchema>

export const documentRefSchema = z.object({
  documentId: z.string(),
  type: documentTypeSchema,
  number: z.string(),
  date: z.string(),
})
export type DocumentRef = z.infer<typeof documentRefSchema>

export const shipmentSchema = z.object({
  shipmentId: z.string(),
  carrier: z.string(),
  trackingNumber: z.string(),
  /** The carrier's public tracking page for this number. */
  trackingUrl: z.string(),
  parcels: z.number().int(),
  weightKg: z.number(),
  status: z.enum(SHIPMENT_STATUSES),
  shippedAt: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  orderNumbers: z.array(z.string()),
  deliveryNoteId: z.string().nullable(),
})
export type Shipment = z.infer<typeof shipmentSchema>
export const shipmentsPageSchema = z.object({ items: z.array(shipmentSchema), pagination: paginationSchema })

/**
 * A part's name in the reader's language (`languageID` of the request; the catalogue's name) and, where it
 * differs, the name recorded when it was ordered or the document issued.
 */
const readerName = { name: z.string(), orderedName: z.string().nullable() }
export const readerLanguageQuerySchema = z.object({ languageID: languageSchema.default('de') })

/** Which line of an order and which part: an order's lines and the backorder list name them alike. */
const orderLinePart = {
  positionNumber: z.number().int(),
  sku: z.string(),
  vendorId: z.string(),
  ...readerName,
  /** The part's product page, when it is still in the catalogue. */
  slug: z.string().nullable(),
}

export const orderDetailLineSchema = z.object({
  ...orderLinePart,
  qty: z.number().int(),
  deliveredQty: z.number().int(),
  /** Open backordered quantity and when it is expected. */
  backorderedQty: z.number().int(),
  expectedDate: z.string().nullable(),
  unitPrice: z.number().nullable(),
  lineTotal: z.number().nullable(),
  /** Core deposit per unit and qty × it, net, its own line under the part; null without one or without showPrice. */
  depositUnit: z.number().nullable(),
  depositTotal: z.number().nullable(),
})
export const orderDetailSchema = orderSummarySchema.extend({
  billingAddress: addressSchema,
  shippingAddress: addressSchema,
  transport: z.object({ id: z.string(), price: z.number().nullable() }),
  payment: z.object({ id: z.string() }),
  /** The card or PayPal payment of an order paid online; null for every other order. */
  onlinePayment: orderPaymentSchema.nullable(),
  lines: z.array(orderDetailLineSchema),
  /** Net: total = goods + deposits + transport. */
  totals: z.object({ goods: z.number(), deposits: z.number(), transport: z.number(), total: z.number() }).nullable(),
  documents: z.array(documentRefSchema),
  shipments: z.array(shipmentSchema),
})
export type OrderDetail = z.infer<typeof orderDetailSchema>

export const documentSummarySchema = documentRefSchema.extend({
  orderNumbers: z.array(z.string()),
  customerOrderReference: z.string(),
  /** Gross amount; credit notes are positive amounts credited. Null for delivery notes and packing lists. */
  total: z.number().nullable(),
  currency: z.string(),
  status: z.enum(DOCUMENT_STATUSES),
})
export type DocumentSummary = z.infer<typeof documentSummarySchema>
export const documentsPageSchema = z.object({ items: z.array(documentSummarySchema), pagination: paginationSchema })
export type DocumentsPage = z.infer<typeof documentsPageSchema>

export const documentLineSchema = z.object({
  positionNumber: z.number().int(),
  /** A part, or the deposit of the exchange unit on the line before (same sku), printed "Altteilpfand <sku>". */
  lineKind: z.enum(DOCUMENT_LINE_KINDS),
  orderNumber: z.string(),
  sku: z.string(),
  vendorId: z.string(),
  ...readerName,
  /** OE numbers of the part, as printed on the document. */
  oeNumbers: z.array(z.string()),
  qty: z.number().int(),
  unitPrice: z.number().nullable(),
  lineTotal: z.number().nullable(),
  /** In percent (19 = 19 %), as EN 16931 and the printed document give it. */
  vatRate: z.number().nullable(),
})
export type DocumentLine = z.infer<typeof documentLineSchema>

export const partySchema = z.object({
  name: z.string(),
  street: z.string(),
  postalCode: z.string(),
  city: z.string(),
  country: z.string(),
  vatId: z.string().nullable(),
})
export type Party = z.infer<typeof partySchema>

export const documentDetailSchema = documentSummarySchema.extend({
  customerId: z.string(),
  /** The sales entity that issued it (letterhead), and the buyer. */
  seller: partySchema.extend({ entityCode: z.string(), phone: z.string(), email: z.string(), iban: z.string().nullable() }),
  buyer: partySchema,
  /**
   * The buyer's reference for e-invoices (BT-10), a Leitweg-ID for German public buyers; when set, the e-invoice
   * is an XRechnung 3.0 (docs/documents.md). Null for most customers.
   */
  buyerReference: z.string().nullable(),
  shippingAddress: addressSchema,
  dueDate: z.string().nullable(),
  /** Net days of the payment terms (invoices), e.g. 30. */
  paymentTermsDays: z.number().int().nullable(),
  creditNoteReason: z.enum(CREDIT_NOTE_REASONS).nullable(),
  lines: z.array(documentLineSchema),
  totals: z
    .object({
      net: z.number(),
      vat: z.array(z.object({ rate: z.number(), base: z.number(), amount: z.number() })),
      vatTotal: z.number(),
      gross: z.number(),
    })
    .nullable(),
  /** Linked documents (invoice ↔ credit note, delivery note ↔ packing list, invoice ↔ delivery notes). */
  related: z.array(documentRefSchema),
  shipment: shipmentSchema.nullable(),
  /**
   * An invoice whose orders were paid online (card or PayPal, payment status paid): nothing is left to pay,
   * and the PDF and the e-invoice say how it was paid. Null for every other document.
   */
  paidOnline: z
    .object({
      method: z.enum(ONLINE_METHOD_IDS),
      /** When the money was collected (the capture), an ISO timestamp. */
      paidAt: z.string(),
      /** The card's type and truncated number (never the whole number) and its holder (EN 16931 BT-87, BT-88). */
      card: z.object({ cardtype: z.string(), truncatedcardpan: z.string(), holder: z.string() }).nullable(),
    })
    .nullable(),
})
export type DocumentDetail = z.infer<typeof documentDetailSchema>

export const documentPdfQuerySchema = readerLanguageQuerySchema

export const backorderSchema = z.object({
  orderNumber: z.string(),
  linkedOrderNumber: z.string().nullable(),
  ...orderLinePart,
  /** The quantity still open (backordered), not the quantity ordered. */
  qty: z.number().int(),
  orderedAt: z.string(),
  expectedDate: z.string().nullable(),
  customerOrderReference: z.string(),
})
export type Backorder = z.infer<typeof backorderSchema>
export const backordersPageSchema = z.object({ items: z.array(backorderSchema), pagination: paginationSchema })
export const backordersQuerySchema = readerLanguageQuerySchema.extend({
  q: listQuery.q,
  page: listQuery.page,
  pageSize: listQuery.pageSize,
})
export const shipmentsQuerySchema = z.object({ ...listQuery, status: z.enum(SHIPMENT_STATUSES).optional() })

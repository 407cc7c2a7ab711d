import type { DocumentDetail } from '../../../src/shared/contracts/documents'
import { checkedInvoiceAmounts } from './check-totals'
import { tradeLineItem } from './cii-line-items'
import { headerTradeSettlement } from './cii-settlement'
import { buyerTradeParty, sellerTradeParty, shipToTradeParty } from './cii-trade-parties'
import { CII_NAMESPACES, date102, EN16931_GUIDELINE_ID, PEPPOL_BILLING_PROCESS_ID, XRECHNUNG_GUIDELINE_ID } from './cii-values'
import { NoEInvoiceError } from './e-invoice-errors'
import { el, serializeXmlDocument, type XmlElement } from './xml-element'

/** UNTDID 1001 document type codes (BT-3). */
const TYPE_CODE = { invoice: '380', creditnote: '381' } as const

const CREDIT_NOTE_REASON_TEXT = { return: 'Credit for returned goods', priceCorrection: 'Price correction' } as const

function exchangedDocument(detail: DocumentDetail & { type: keyof typeof TYPE_CODE }): XmlElement {
  const notes = [
    detail.creditNoteReason && CREDIT_NOTE_REASON_TEXT[detail.creditNoteReason],
    detail.orderNumbers.length > 0 && `Orders: ${detail.orderNumbers.join(', ')}`,
  ].filter((note): note is string => Boolean(note))
  return el('rsm:ExchangedDocument', [
    el('ram:ID', detail.number),
    el('ram:TypeCode', TYPE_CODE[detail.type]),
    date102('ram:IssueDateTime', detail.date),
    ...notes.map((note) => el('ram:IncludedNote', [el('ram:Content', note)])),
  ])
}

/** XRechnung 3.0 for buyers with a buyer reference (Leitweg-ID), the EN 16931 profile of Factur-X for everyone else. */
export const isXRechnung = (detail: DocumentDetail) => detail.buyerReference !== null

/** The profile (BT-24) and, for XRechnung, the Peppol billing process (BT-23). */
const documentContext = (detail: DocumentDetail) =>
  el('rsm:ExchangedDocumentContext', [
    isXRechnung(detail) && el('ram:BusinessProcessSpecifiedDocumentContextParameter', [el('ram:ID', PEPPOL_BILLING_PROCESS_ID)]),
    el('ram:GuidelineSpecifiedDocumentContextParameter', [
      el('ram:ID', isXRechnung(detail) ? XRECHNUNG_GUIDELINE_ID : EN16931_GUIDELINE_ID),
    ]),
  ])

function headerTradeAgreement(detail: DocumentDetail): XmlElement {
  const [onlyOrder, ...moreOrders] = detail.orderNumbers
  return el('ram:ApplicableHeaderTradeAgreement', [
    detail.buyerReference && el('ram:BuyerReference', detail.buyerReference),
    sellerTradeParty(detail.seller),
    buyerTradeParty(detail.buyer, detail.customerId, detail.buyerReference),
    // BT-14 holds one sales order; an A/B backorder pair is named in the document note instead.
    onlyOrder && moreOrders.length === 0 && el('ram:SellerOrderReferencedDocument', [el('ram:IssuerAssignedID', onlyOrder)]),
    detail.customerOrderReference.trim() !== '' &&
      el('ram:BuyerOrderReferencedDocument', [el('ram:IssuerAssignedID', detail.customerOrderReference.trim())]),
  ])
}

/**
 * The delivery date (BT-72) German invoices must state (§ 14 UStG, BR-DE-TMP-32): the shipment's delivery or
 * dispatch, else the delivery note's date, else the document's own date, as a German invoice reads when it
 * names no other ("Leistungsdatum entspricht Rechnungsdatum") — which also covers a credit note's return.
 */
function headerTradeDelivery(detail: DocumentDetail): XmlElement {
  const deliveryNote = detail.related.find((ref) => ref.type === 'deliverynote')
  const deliveredOn = detail.shipment?.deliveredAt ?? detail.shipment?.shippedAt ?? deliveryNote?.date ?? detail.date
  return el('ram:ApplicableHeaderTradeDelivery', [
    shipToTradeParty(detail.shippingAddress),
    el('ram:ActualDeliverySupplyChainEvent', [date102('ram:OccurrenceDateTime', deliveredOn)]),
    deliveryNote && el('ram:DespatchAdviceReferencedDocument', [el('ram:IssuerAssignedID', deliveryNote.number)]),
  ])
}

const hasEInvoice = (detail: DocumentDetail): detail is DocumentDetail & { type: keyof typeof TYPE_CODE } =>
  detail.type in TYPE_CODE

/**
 * The e-invoice of an invoice or credit note: UN/CEFACT Cross Industry Invoice D16B in the EN 16931 profile
 * (Factur-X 1.0 / ZUGFeRD 2 "EN 16931"), or XRechnung 3.0 when the buyer has a buyer reference. Elements follow the order of the CII schema; amounts are positive for
 * both types (a credit note's type code says the money flows back). Throws NoEInvoiceError for delivery notes
 * and packing lists, InconsistentTotalsError when lines, VAT and totals disagree.
 */
export function buildCiiXml(detail: DocumentDetail): string {
  if (!hasEInvoice(detail)) throw new NoEInvoiceError(detail.type)
  const { lines, totals } = checkedInvoiceAmounts(detail)
  const invoice = el(
    'rsm:CrossIndustryInvoice',
    [
      documentContext(detail),
      exchangedDocument(detail),
      el('rsm:SupplyChainTradeTransaction', [
        ...lines.map(tradeLineItem),
        headerTradeAgreement(detail),
        headerTradeDelivery(detail),
        headerTradeSettlement(detail, totals),
      ]),
    ],
    CII_NAMESPACES,
  )
  return serializeXmlDocument(invoice)
}

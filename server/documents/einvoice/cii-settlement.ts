import type { DocumentDetail } from '../../../src/shared/contracts/documents'
import { round2 } from '../../shop/money'
import type { InvoiceTotals } from './check-totals'
import { amount, date102, percent, vatCategory } from './cii-values'
import { el, type XmlElement } from './xml-element'

/**
 * How the money moves (BG-16): an invoice by SEPA credit transfer (UNTDID 4461 code 58) to the seller's IBAN
 * (BT-84); a credit note is offset against open invoices, "clearing between partners" (code 97). XRechnung
 * wants BG-16 on both (BR-DE-1). An invoice paid online names how instead: see `paidOnlineMeans`.
 */
function paymentMeans(detail: DocumentDetail): XmlElement | null {
  if (detail.type === 'creditnote') return el('ram:SpecifiedTradeSettlementPaymentMeans', [el('ram:TypeCode', '97')])
  if (detail.type === 'invoice' && detail.paidOnline) return paidOnlineMeans(detail.paidOnline)
  if (!detail.seller.iban) return null
  return el('ram:SpecifiedTradeSettlementPaymentMeans', [
    el('ram:TypeCode', '58'),
    el('ram:PayeePartyCreditorFinancialAccount', [
      el('ram:IBANID', detail.seller.iban.replace(/\s+/g, '')),
      el('ram:AccountName', detail.seller.name),
    ]),
  ])
}

/**
 * Paid by card: code 54 with the card (BG-18: BT-87 only the last four digits, as BR-51 and PCI allow at most,
 * BT-88 the holder), and no account (XRechnung BR-DE-24). PayPal: code 68, "online payment service".
 */
function paidOnlineMeans(paid: NonNullable<DocumentDetail['paidOnline']>): XmlElement {
  if (paid.method === 'paypal') {
    return el('ram:SpecifiedTradeSettlementPaymentMeans', [el('ram:TypeCode', '68'), el('ram:Information', 'PayPal')])
  }
  return el('ram:SpecifiedTradeSettlementPaymentMeans', [
    el('ram:TypeCode', '54'),
    el('ram:Information', 'Credit card'),
    paid.card &&
      el('ram:ApplicableTradeSettlementFinancialCard', [
        el('ram:ID', paid.card.truncatedcardpan.slice(-4)),
        paid.card.holder !== '' && el('ram:CardholderName', paid.card.holder),
      ]),
  ])
}

/** VAT breakdown per rate (BG-23). */
const tradeTax = (entry: InvoiceTotals['vat'][number]) =>
  el('ram:ApplicableTradeTax', [
    el('ram:CalculatedAmount', amount(entry.amount)),
    el('ram:TypeCode', 'VAT'),
    el('ram:BasisAmount', amount(entry.base)),
    el('ram:CategoryCode', vatCategory(entry.rate)),
    el('ram:RateApplicablePercent', percent(entry.rate)),
  ])

/**
 * Payment terms (BT-20) and due date (BT-9). EN 16931 wants one of them whenever an amount is due (BR-CO-25),
 * which for a credit note is the amount credited to the buyer.
 */
function paymentTerms(detail: DocumentDetail): XmlElement {
  const paid = detail.type === 'invoice' ? detail.paidOnline : null
  if (paid) {
    const how = paid.method === 'card' ? 'credit card' : 'PayPal'
    return el('ram:SpecifiedTradePaymentTerms', [
      el('ram:Description', `Paid by ${how} on ${paid.paidAt.slice(0, 10)}. Nothing left to pay.`),
    ])
  }
  const description =
    detail.type === 'creditnote'
      ? 'The amount is credited to your customer account and offset against open invoices.'
      : detail.paymentTermsDays !== null
        ? `Payable within ${detail.paymentTermsDays} days net.`
        : 'Payable without deduction.'
  return el('ram:SpecifiedTradePaymentTerms', [
    el('ram:Description', description),
    detail.type === 'invoice' && detail.dueDate && date102('ram:DueDateDateTime', detail.dueDate),
  ])
}

/** The invoice a credit note corrects (BG-3, BT-25/BT-26). */
const precedingInvoices = (detail: DocumentDetail) =>
  detail.type !== 'creditnote'
    ? []
    : detail.related
        .filter((ref) => ref.type === 'invoice')
        .map((ref) =>
          el('ram:InvoiceReferencedDocument', [
            el('ram:IssuerAssignedID', ref.number),
            date102('ram:FormattedIssueDateTime', ref.date, 'qdt'),
          ]),
        )

export function headerTradeSettlement(detail: DocumentDetail, totals: InvoiceTotals): XmlElement {
  // Paid online: the whole amount is paid (BT-113), nothing is due (BT-115 = 0, BR-CO-16).
  const prepaid = detail.type === 'invoice' && detail.paidOnline ? totals.gross : 0
  return el('ram:ApplicableHeaderTradeSettlement', [
    // The remittance information (BT-83) a buyer's bank transfer should carry; none is due after an online payment.
    detail.type === 'invoice' && !detail.paidOnline && el('ram:PaymentReference', detail.number),
    el('ram:InvoiceCurrencyCode', detail.currency),
    paymentMeans(detail),
    ...totals.vat.map(tradeTax),
    paymentTerms(detail),
    el('ram:SpecifiedTradeSettlementHeaderMonetarySummation', [
      el('ram:LineTotalAmount', amount(totals.net)),
      el('ram:TaxBasisTotalAmount', amount(totals.net)),
      el('ram:TaxTotalAmount', amount(totals.vatTotal), { currencyID: detail.currency }),
      el('ram:GrandTotalAmount', amount(totals.gross)),
      prepaid > 0 && el('ram:TotalPrepaidAmount', amount(prepaid)),
      el('ram:DuePayableAmount', amount(round2(totals.gross - prepaid))),
    ]),
    ...precedingInvoices(detail),
  ])
}

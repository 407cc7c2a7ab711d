import type { InvoiceLine } from './check-totals'
import { amount, percent, unitPrice, vatCategory } from './cii-values'
import { el, type XmlElement } from './xml-element'

/** Quantities are pieces (UN/ECE Recommendation 20 code H87): the shop sells parts by the piece. */
const PIECE = 'H87'

/**
 * A deposit line names what it is and whose deposit (English like the XML's other free texts, with the German
 * trade word a German tax office reads); its VAT is the part's (docs/decisions/018-deposit-vat.md).
 */
const itemName = (line: InvoiceLine) =>
  line.lineKind === 'deposit' ? `Core deposit (Altteilpfand) ${line.sku}` : (line.orderedName ?? line.name)

/** One invoice line (BG-25): article number (BT-155), name, OE numbers as item attributes (BG-32), net price, VAT, amount. */
export function tradeLineItem(line: InvoiceLine): XmlElement {
  return el('ram:IncludedSupplyChainTradeLineItem', [
    el('ram:AssociatedDocumentLineDocument', [
      el('ram:LineID', String(line.positionNumber)),
      // The order the line was delivered for (BT-127): an invoice may cover an A/B backorder pair.
      el('ram:IncludedNote', [el('ram:Content', `Order ${line.orderNumber}`)]),
    ]),
    el('ram:SpecifiedTradeProduct', [
      el('ram:SellerAssignedID', line.sku),
      // The name as issued: the e-invoice is the legal document, whatever language the PDF around it is read in.
      el('ram:Name', itemName(line)),
      line.lineKind === 'goods' &&
        line.oeNumbers.length > 0 &&
        el('ram:ApplicableProductCharacteristic', [
          el('ram:Description', 'OE number'),
          el('ram:Value', line.oeNumbers.join(', ')),
        ]),
    ]),
    el('ram:SpecifiedLineTradeAgreement', [
      el('ram:NetPriceProductTradePrice', [el('ram:ChargeAmount', unitPrice(line.unitPrice))]),
    ]),
    el('ram:SpecifiedLineTradeDelivery', [el('ram:BilledQuantity', String(line.qty), { unitCode: PIECE })]),
    el('ram:SpecifiedLineTradeSettlement', [
      el('ram:ApplicableTradeTax', [
        el('ram:TypeCode', 'VAT'),
        el('ram:CategoryCode', vatCategory(line.vatRate)),
        el('ram:RateApplicablePercent', percent(line.vatRate)),
      ]),
      el('ram:SpecifiedTradeSettlementLineMonetarySummation', [el('ram:LineTotalAmount', amount(line.lineTotal))]),
    ]),
  ])
}

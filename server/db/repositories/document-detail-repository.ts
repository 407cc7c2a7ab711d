import type { Address } from '../../../src/shared/contracts/cart'
import type { DocumentDetail, Party } from '../../../src/shared/contracts/documents'
import type { DocumentType } from '../../../src/shared/contracts/documents-constants'
import type { Language } from '../../../src/shared/contracts/languages'
import type { Db } from '../connect'
import { statusToday, toRef } from './document-repository'
import { paidOnlineOf } from './order-payment-read'
import { inReaderLanguage } from './part-names'
import { createShipmentRepository } from './shipment-repository'

type Vat = NonNullable<DocumentDetail['totals']>['vat']

/**
 * One document of one customer with everything a page or a PDF prints: lines with OE numbers, the
 * orders, the linked documents the customer may see, the shipment, the issuing entity's
 * letterhead and the buyer as invoiced. Null for another customer's document or a type not allowed.
 */
export function createDocumentDetailRepository(db: Db) {
  const shipments = createShipmentRepository(db)

  async function seller(entityCode: string): Promise<DocumentDetail['seller']> {
    const row = await db.selectFrom('entities').selectAll().where('code', '=', entityCode).executeTakeFirstOrThrow()
    return {
      entityCode: row.code,
      name: row.company_name,
      street: row.street,
      postalCode: row.postal_code ?? '',
      city: row.locality ?? row.city,
      country: row.country_code ?? '',
      vatId: row.vat_id,
      phone: row.phone,
      email: row.email,
      iban: row.iban,
    }
  }

  return {
    async find(
      customerId: string,
      documentId: string,
      allowed: DocumentType[],
      withShipment: boolean,
      /** The reader's language names the parts from the catalogue; without it the lines read as issued. */
      lang?: Language,
    ): Promise<DocumentDetail | null> {
      if (allowed.length === 0) return null
      const row = await db
        .selectFrom('documents')
        .selectAll()
        .where('document_id', '=', documentId)
        .where('customer_id', '=', customerId)
        .where('type', 'in', allowed)
        .executeTakeFirst()
      if (!row) return null
      const [lines, orders, related, customer] = await Promise.all([
        db.selectFrom('document_lines').selectAll().where('document_id', '=', documentId).orderBy('position').execute(),
        db
          .selectFrom('document_orders')
          .select('order_number')
          .where('document_id', '=', documentId)
          .orderBy('order_number')
          .execute(),
        db
          .selectFrom('document_links as l')
          .innerJoin('documents as d', 'd.document_id', 'l.related_id')
          .select(['d.document_id', 'd.type', 'd.issued_on'])
          .where('l.document_id', '=', documentId)
          .where('d.type', 'in', allowed)
          .orderBy('d.issued_on')
          .orderBy('d.document_id')
          .execute(),
        db.selectFrom('customers').select('buyer_reference').where('customer_id', '=', customerId).executeTakeFirst(),
      ])
      const named = (recorded: DocumentDetail['lines']) => (lang ? inReaderLanguage(db, recorded, lang) : recorded)
      const buyer = JSON.parse(row.buyer) as Party
      const vat = row.vat_breakdown ? (JSON.parse(row.vat_breakdown) as Vat) : null
      return {
        ...toRef(row),
        orderNumbers: orders.map((order) => order.order_number),
        customerOrderReference: row.customer_order_reference,
        total: row.gross,
        currency: row.currency,
        status: statusToday(row),
        customerId,
        seller: await seller(row.entity_code),
        buyer,
        // The customer's reference as it is now: a document fetched again carries the Leitweg-ID the buyer routes by today.
        buyerReference: customer?.buyer_reference ?? null,
        shippingAddress: JSON.parse(row.shipping_address) as Address,
        dueDate: row.due_date,
        paymentTermsDays: row.payment_terms_days,
        creditNoteReason: row.credit_note_reason,
        lines: await named(
          lines.map((line) => ({
            positionNumber: line.position,
            lineKind: line.line_kind,
            orderNumber: line.order_number,
            sku: line.sku,
            vendorId: line.vendor_id,
            name: line.name,
            oeNumbers: JSON.parse(line.oe_numbers) as string[],
            qty: line.qty,
            unitPrice: line.unit_price,
            lineTotal: line.line_total,
            vatRate: line.vat_rate,
            orderedName: null,
          })),
        ),
        totals:
          vat && row.net !== null && row.vat_total !== null && row.gross !== null
            ? { net: row.net, vat, vatTotal: row.vat_total, gross: row.gross }
            : null,
        related: related.map(toRef),
        shipment: withShipment && row.shipment_id ? await shipments.byId(customerId, row.shipment_id) : null,
        paidOnline:
          row.type === 'invoice'
            ? await paidOnlineOf(
                db,
                orders.map((order) => order.order_number),
              )
            : null,
      }
    },
  }
}

import type { DepositSettings } from '../../../src/shared/contracts/deposits'
import type { Db } from '../../db/connect'
import { createShipmentRepository } from '../../db/repositories/shipment-repository'
import { coresStillDue } from '../../deposits/cores-still-due'
import type { CustomerNotice } from '../../jobs/customer-notices'
import type { NoticeFacts } from '../../mail/customer-notice-mail'
import { formNumber } from '../../shop/form-number'
import { partNumberKey } from '../../shop/part-number'

/**
 * Reads what a notice points at, as it is when the mail goes (a later change wins). Null when there
 * is nothing to tell any more — the row is gone, or belongs to another customer, or the backorder was
 * delivered meanwhile — and the job then ends quietly.
 */
export async function readNoticeFacts(
  db: Db,
  notice: CustomerNotice,
  depositSettings: () => Promise<DepositSettings>,
): Promise<NoticeFacts | null> {
  switch (notice.kind) {
    case 'order-confirmed': {
      const order = await db
        .selectFrom('orders')
        .select(['order_number', 'customer_order_reference'])
        .where('order_number', '=', notice.orderNumber)
        .where('customer_id', '=', notice.customerId)
        .executeTakeFirst()
      return order ? { kind: notice.kind, orderNumber: order.order_number, reference: order.customer_order_reference } : null
    }
    case 'order-shipped': {
      const shipment = await createShipmentRepository(db).byId(notice.customerId, notice.shipmentId)
      if (!shipment) return null
      const { orderNumbers, carrier, trackingNumber, trackingUrl } = shipment
      return { kind: notice.kind, orderNumbers, carrier, trackingNumber, trackingUrl }
    }
    case 'invoice-available': {
      const doc = await db
        .selectFrom('documents')
        .select(['document_id', 'type', 'gross', 'currency', 'due_date'])
        .where('document_id', '=', notice.documentId)
        .where('customer_id', '=', notice.customerId)
        .executeTakeFirst()
      if (!doc || (doc.type !== 'invoice' && doc.type !== 'creditnote')) return null
      return {
        kind: notice.kind,
        documentId: doc.document_id,
        type: doc.type,
        gross: doc.gross,
        currency: doc.currency,
        dueDate: doc.due_date,
      }
    }
    case 'backorder-changed': {
      const line = await db
        .selectFrom('order_lines')
        .select(['sku', 'name', 'expected_date'])
        .where('order_number', '=', notice.orderNumber)
        .where('customer_id', '=', notice.customerId)
        .where('sku_norm', '=', partNumberKey(notice.sku))
        .where('backordered_qty', '>', 0)
        .orderBy('position')
        .executeTakeFirst()
      if (!line) return null
      return {
        kind: notice.kind,
        orderNumber: notice.orderNumber,
        sku: line.sku,
        name: line.name,
        expectedDate: line.expected_date,
      }
    }
    case 'case-status': {
      const form = await db
        .selectFrom('service_forms')
        .select(['id', 'kind', 'credit_note_id'])
        .where('id', '=', notice.formId)
        .where('customer_id', '=', notice.customerId)
        .executeTakeFirst()
      // The step's own note: the case may have moved on since, and each mail tells its step.
      const step = await db
        .selectFrom('service_form_events')
        .select('note')
        .where('form_id', '=', notice.formId)
        .where('status', '=', notice.status)
        .orderBy('id', 'desc')
        .executeTakeFirst()
      if (!form || !step || notice.status === 'requested') return null
      return {
        kind: notice.kind,
        caseNumber: formNumber(form.kind, form.id),
        caseKind: form.kind,
        status: notice.status,
        note: step.note,
        creditNoteId: notice.status === 'credited' ? form.credit_note_id : null,
      }
    }
    case 'core-due': {
      const cores = await coresStillDue(db, notice.customerId, notice.cores, await depositSettings())
      return cores.length > 0 ? { kind: notice.kind, cores } : null
    }
  }
}

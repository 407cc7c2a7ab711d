import { z } from 'zod'
import { erpBatchOf } from '../../../../src/shared/contracts/erp-accounts'
import { ERP_REFUSAL_CODES } from '../../../../src/shared/contracts/erp-refusal-codes'
import { ERP_DOCUMENT_EXAMPLE, erpDocumentItem } from '../../../integration/erp/erp-document-item'
import { ERP_ORDER_EXAMPLE, erpOrderItem } from '../../../integration/erp/erp-order-item'
import { ERP_SHIPMENT_EXAMPLE, erpShipmentItem } from '../../../integration/erp/erp-shipment-item'

/** Documents per call: 200 invoices of 20 lines are about 1 MB of JSON, and each may bring its PDF. */
export const DOCUMENTS_BATCH_MAX = 200

export const ordersBatchSchema = erpBatchOf(erpOrderItem, ERP_ORDER_EXAMPLE)
export const documentsBatchSchema = erpBatchOf(erpDocumentItem, ERP_DOCUMENT_EXAMPLE, DOCUMENTS_BATCH_MAX)
export const shipmentsBatchSchema = erpBatchOf(erpShipmentItem, ERP_SHIPMENT_EXAMPLE)

export const erpAnswerSchema = z
  .object({
    /** Items written new, changed, or sent again with the same content. */
    applied: z.object({ created: z.number(), updated: z.number(), unchanged: z.number() }),
    /** Every refused item, in the order sent; nothing of a refused item was written. */
    refused: z.array(z.object({ at: z.string(), field: z.string(), code: z.enum(ERP_REFUSAL_CODES), reason: z.string() })),
  })
  .meta({
    examples: [
      {
        applied: { created: 1, updated: 0, unchanged: 0 },
        refused: [
          {
            at: 'items[1]',
            field: 'gross',
            code: 'totals-do-not-add-up',
            reason: 'BR-CO-15: net 160.60 + VAT 30.51 is not gross 191.00.',
          },
        ],
      },
    ],
  })
export type ErpAnswerBody = z.infer<typeof erpAnswerSchema>

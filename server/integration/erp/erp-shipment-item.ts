import { z } from 'zod'
import { DOCUMENT_ID_PATTERN, SHIPMENT_STATUSES } from '../../../src/shared/contracts/documents-constants'
import { customerId, isoTimestamp } from './erp-item-fields'

/** A parcel shipment; it counts as shipped once it has `shipped_at` or is in transit or delivered. */
export const erpShipmentItem = z
  .object({
    shipment_id: z.string().trim().min(1).max(40),
    customer_id: customerId,
    delivery_note_id: z.string().regex(DOCUMENT_ID_PATTERN).nullable().default(null),
    carrier: z.string().trim().min(1).max(60),
    tracking_number: z.string().trim().max(60).default(''),
    tracking_url: z.string().trim().max(500).default(''),
    parcels: z.number().int().min(0).max(10_000).default(1),
    weight_kg: z.number().min(0).max(1_000_000).default(0),
    status: z.enum(SHIPMENT_STATUSES),
    shipped_at: isoTimestamp.nullable().default(null),
    delivered_at: isoTimestamp.nullable().default(null),
  })
  .strict()
export type ErpShipmentItem = z.output<typeof erpShipmentItem>

export const ERP_SHIPMENT_EXAMPLE = {
  shipment_id: 'SH26-004711',
  customer_id: '40117',
  delivery_note_id: 'DN26-004711',
  carrier: 'DHL',
  tracking_number: '00340434161094042557',
  tracking_url: 'https://www.dhl.de/de/privatkunden/pakete-empfangen/verfolgen.html?piececode=00340434161094042557',
  parcels: 2,
  weight_kg: 14.5,
  status: 'inTransit',
  shipped_at: '2026-03-05T14:20:00Z',
}

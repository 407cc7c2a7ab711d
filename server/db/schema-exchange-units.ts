import type { Generated } from 'kysely'

/** New tables of migration 014-exchange-units (issue 31); the columns it adds are on their tables' types. */
export type ExchangeUnitTables = {
  /** One line of a return, warranty or core case: what goes back in the box, from which document line. */
  service_form_lines: {
    form_id: number
    line_no: number
    document_id: string
    document_position: number
    order_number: string
    vendor_id: string
    sku: string
    sku_norm: string
    part_name: string
    qty: number
    reason: string | null
    core_condition: string | null
    remark: string
    unit_credit: number
    currency: string
    vat_rate: number
  }
  /** A photo of a case line, resized on the device (JPEG or WebP). */
  service_form_photos: { id: Generated<number>; form_id: number; line_no: number; mime: string; bytes: Buffer }
  /** The case's timeline: one row per step, with who took it. */
  service_form_events: { id: Generated<number>; form_id: number; status: string; at: string; actor: string; note: string }
  /** A core reminder mail, sent once per core and due date. */
  core_reminders: { order_number: string; sku_norm: string; due_on: string; sent_at: string }
  /** Added by 015-case-lifecycle: the last number the shop issued per prefix and year (`CN26`). */
  document_sequences: { key: string; last: number }
}

import type { Generated } from 'kysely'

/** New tables of migration 013-erp-exchange (issue 29); the columns it adds are on their tables' types. */
export type ErpExchangeTables = {
  /** An ERP's own PDF of a document, served instead of the rendered one. */
  document_files: { document_id: string; pdf: Buffer; sha256: string; received_at: string }
  /** Notification mails a contact chose (0/1); no row means the defaults (docs/accounts.md). */
  contact_mail_settings: {
    contact_id: string
    order_confirmed: number
    order_shipped: number
    invoice_available: number
    backorder_changed: number
    updated_at: string
    /** Added by 014-exchange-units. */
    case_status: Generated<number>
    core_due: Generated<number>
  }
  webhook_endpoints: {
    id: string
    url: string
    description: string
    secret: string
    /** Comma-separated event types (src/shared/contracts/webhook-constants.ts). */
    events: string
    enabled: number
    created_at: string
    updated_at: string
  }
  /** One row per event, written in the transaction of the change it reports; id is the webhook-id. */
  webhook_events: { id: string; type: string; payload: string; created_at: number }
  webhook_deliveries: {
    id: Generated<number>
    event_id: string
    endpoint_id: string
    state: 'pending' | 'delivered' | 'failed'
    attempts: number
    /** Unix seconds; while leased (lease_token set) the lease's end. */
    next_attempt_at: number
    lease_token: string | null
    created_at: number
    finished_at: number | null
  }
  webhook_attempts: {
    id: Generated<number>
    delivery_id: number
    attempted_at: number
    status_code: number | null
    answer: string
    duration_ms: number
    manual: number
  }
}

import type { Generated } from 'kysely'

/** Tables of migration 009-admin; times are Unix seconds, JSON values text. */
export type AdminTables = {
  global_alerts: {
    id: string
    type: string
    texts: string
    starts_at: number
    ends_at: number
    created_at: number
    updated_at: number
  }
  admin_settings: { key: string; value: string; updated_at: number }
  audit_log: {
    id: Generated<number>
    created_at: number
    admin_contact_id: string
    admin_email: string
    action: string
    target: string
    before: string | null
    after: string | null
  }
}

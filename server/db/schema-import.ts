/** Tables of migration 012-catalog-import; times are ISO strings, lease ends Unix milliseconds, JSON values text. */
export type ImportTables = {
  /** Reference data: the divisions a product group is shown in when an import names none. */
  part_type_divisions: { part_type_id: number; division_id: string }
  /** A part's own divisions, when its import named them (else those of its product group). */
  part_divisions: { part_id: number; division_id: string }
  part_texts: { part_id: number; lang: string; description: string }
  part_features: { part_id: number; sort: number; name: string; value: string }
  /** A price group's net price from a quantity on; the group `LIST` holds the list price's scales. */
  part_prices: { part_id: number; price_group: string; min_quantity: number; price_cents: number }
  customer_part_prices: { customer_id: string; part_id: number; price_cents: number }
  import_runs: {
    id: string
    mode: 'full' | 'delta'
    source: 'cli' | 'admin' | 'api' | 'start'
    format: 'bmecat' | 'csv' | 'xlsx' | 'api'
    /** The files' names, one per line. */
    files: string
    started_by: string | null
    started_at: string
    finished_at: string | null
    status: 'running' | 'done' | 'failed' | 'cancelled'
    phase: string
    processed: number
    total: number | null
    counts: string
    refused: number
    message: string | null
    /** Who asked to cancel the run while it ran; the run stops at its next step (not while it switches). */
    cancelled_by: string | null
    lease_token: string | null
    lease_until: number | null
  }
  import_refusals: { run_id: string; seq: number; file: string; at: string; field: string; code: string; reason: string }
  integration_keys: {
    id: string
    name: string
    prefix: string
    secret_hash: string
    /** Space-separated: parts:write prices:write stock:write. */
    scopes: string
    created_by: string
    created_at: string
    last_used_at: string | null
    revoked_at: string | null
  }
}

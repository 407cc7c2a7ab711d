/**
 * What one customer may ask of each route per minute, by route group (issue 27). The standard group
 * is RATE_LIMIT_PER_MINUTE (600 by default); the groups below cost far more per call (a PDF rendered,
 * a sheet of 10,000 rows zipped, 500 part lookups, a ZIP job), so their budgets are smaller and scale
 * with it: a shop that sets 1,200 gets twice each. Budgets are per customer and per route, on SQLite
 * and PostgreSQL alike. docs/api.md lists them.
 */
export const RATE_BUDGETS_AT_DEFAULT = {
  /** GET /api/documents/:id/pdf and /xml: a person opens a few a minute; many documents go as one ZIP. */
  'document-file': 120,
  /** GET /api/documents/export, /api/orders/export: a list as CSV or XLSX. */
  'list-export': 10,
  /** POST /api/quickorder/resolve: up to 500 lines looked up one by one. */
  'quick-order-check': 30,
  /** POST /api/downloads: a ZIP job of up to 1,000 documents (at most 3 running per customer as well). */
  'zip-download': 20,
  /** POST /api/integration/*: up to 1,000 items applied in one transaction, per integration key. */
  'integration-batch': 60,
} as const
export type RateBudget = keyof typeof RATE_BUDGETS_AT_DEFAULT

export const DEFAULT_CUSTOMER_PER_MINUTE = 600

/** A route's budget per customer and minute; never below one call. */
export function budgetPerMinute(group: RateBudget | undefined, customerPerMinute: number): number {
  if (!group) return customerPerMinute
  return Math.max(1, Math.round((RATE_BUDGETS_AT_DEFAULT[group] * customerPerMinute) / DEFAULT_CUSTOMER_PER_MINUTE))
}

/**
 * Every information-centre query starts with this key. The customer is part of it: the persisted
 * cache outlives a session, and one customer must never see another's orders on a shared tablet.
 */
export const infocenterKey = (customerId: string) => ['infocenter', customerId] as const

/**
 * The ERP writes orders, invoices, shipments and backorder dates at any moment (issue 29), and a buyer
 * who got the mail opens the page to see it: every information-centre query is stale at once, so
 * opening a page or coming back to the window asks again. The server's ETag makes an unchanged
 * answer a 304 without a body, so this costs a round trip, not a list (server/infocenter/private-answer.ts).
 */
export const INFOCENTER_STALE_TIME = 0

/** The query string of a list request: empty values are left out. */
export function listQuery(params: Record<string, string | number | undefined>) {
  return Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined && value !== ''))
}

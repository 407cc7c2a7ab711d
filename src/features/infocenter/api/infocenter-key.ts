/**
 * Every information-centre query starts with this key. The customer is part of it: the persisted
 * cache outlives a session, and one customer must never see another's orders on a shared tablet.
 */
export const infocenterKey = (customerId: string) => ['infocenter', customerId] as const

/** The query string of a list request: empty values are left out. */
export function listQuery(params: Record<string, string | number | undefined>) {
  return Object.fromEntries(Object.entries(params).filter(([, value]) => value !== undefined && value !== ''))
}

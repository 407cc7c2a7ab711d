/** Every admin query lives under this key; a change invalidates the part it touched. */
export const adminKey = ['admin'] as const

/** Query values for the API: empty filters are left out. */
export function compact(query: Record<string, string | number | undefined>) {
  return Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== ''))
}

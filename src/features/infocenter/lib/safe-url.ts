/** Only http(s) addresses become links: a carrier URL from the ERP must never run script (SPEC.md §8). */
export function safeExternalUrl(value: string): string | null {
  try {
    const url = new URL(value)
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null
  } catch {
    return null
  }
}

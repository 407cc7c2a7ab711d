/** Tolerant readers for URL query values: a bad value is dropped, never an error page. */
export function optionalText(value: unknown, maxLength = 100): string | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined
  const text = String(value).trim().slice(0, maxLength)
  return text === '' ? undefined : text
}

export function pageNumber(value: unknown): number {
  const page = typeof value === 'number' ? value : Number.parseInt(String(value ?? ''), 10)
  return Number.isInteger(page) && page >= 1 && page <= 1000 ? page : 1
}

export function flag(value: unknown): boolean | undefined {
  return value === true || value === 'true' ? true : undefined
}

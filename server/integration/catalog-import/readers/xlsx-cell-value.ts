import type { RawValue } from '../records'

/**
 * An exceljs cell value as a raw value: numbers and booleans stay, rich text and hyperlinks give
 * their text, formulas their last result, dates their ISO day (`2026-11-26`; a time of day is kept
 * as full ISO text), errors their code (`#N/A`) so the report shows what the sheet showed.
 */
export function rawValueOf(value: unknown): RawValue {
  if (value === null || value === undefined) return null
  if (typeof value === 'string') return value === '' ? null : value
  if (typeof value === 'number' || typeof value === 'boolean') return value
  if (value instanceof Date) return isoText(value)
  if (typeof value !== 'object') return String(value)
  if ('richText' in value && Array.isArray(value.richText)) {
    return rawValueOf(value.richText.map((run: { text?: string }) => run.text ?? '').join(''))
  }
  if ('formula' in value || 'sharedFormula' in value) return 'result' in value ? rawValueOf(value.result) : null
  if ('error' in value) return String(value.error)
  if ('text' in value) return rawValueOf(value.text)
  return String(value)
}

function isoText(date: Date): string {
  const iso = date.toISOString()
  return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso
}

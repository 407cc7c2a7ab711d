import type { IndexEntry } from '../db/schema-downloads'

/** Stable English column names: the index is read by accounting imports as much as by people. */
const COLUMNS = [
  'number',
  'type',
  'date',
  'order_numbers',
  'customer_reference',
  'total',
  'currency',
  'file',
  'xml_file',
  'status',
] as const

/**
 * RFC 4180 (comma, CRLF, quotes doubled). Text a buyer typed (their order reference) that starts
 * like a formula is prefixed with an apostrophe, so a spreadsheet shows it instead of running it.
 */
function cell(value: string | number | null, typedByBuyer = false): string {
  if (value === null) return ''
  let text = String(value)
  if (typedByBuyer && /^[=+\-@\t\r]/.test(text)) text = `'${text}`
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

export function indexCsv(entries: IndexEntry[]): string {
  const rows = entries.map((entry) =>
    [
      cell(entry.number),
      cell(entry.type),
      cell(entry.date),
      cell(entry.orderNumbers.join(' ')),
      cell(entry.customerOrderReference, true),
      cell(entry.total === null ? null : entry.total.toFixed(2)),
      cell(entry.currency),
      cell(entry.pdfPath),
      cell(entry.xmlPath),
      cell(entry.status),
    ].join(','),
  )
  return `${[COLUMNS.join(','), ...rows].join('\r\n')}\r\n`
}

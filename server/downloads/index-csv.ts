import type { IndexEntry } from '../db/schema-downloads'
import { spreadsheetText } from '../shop/spreadsheet-text'

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
 * RFC 4180 (comma, CRLF, quotes doubled). Text that starts like a formula (a buyer's order
 * reference `=1+1`) is prefixed with an apostrophe, so a spreadsheet shows it instead of running it.
 */
function cell(value: string | null): string {
  if (value === null) return ''
  const text = spreadsheetText(value)
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text
}

/** An amount the shop formats itself: a credit note's `-12.50` stays a number for the spreadsheet. */
function amount(total: number | null): string {
  return total === null ? '' : total.toFixed(2)
}

export function indexCsv(entries: IndexEntry[]): string {
  const rows = entries.map((entry) =>
    [
      cell(entry.number),
      cell(entry.type),
      cell(entry.date),
      cell(entry.orderNumbers.join(' ')),
      cell(entry.customerOrderReference),
      amount(entry.total),
      cell(entry.currency),
      cell(entry.pdfPath),
      cell(entry.xmlPath),
      cell(entry.status),
    ].join(','),
  )
  return `${[COLUMNS.join(','), ...rows].join('\r\n')}\r\n`
}

import Papa from 'papaparse'
import { spreadsheetText } from '../shop/spreadsheet-text'
import type { XlsxTable } from './xlsx-file'

export type ExportColumn<T> = { header: string; value: (row: T) => string | number | null }
export type ExportFile = { body: Buffer; contentType: string; extension: 'csv' | 'xlsx' }

/** UTF-8 byte order mark: without it Excel reads a CSV's umlauts as Latin-1. */
const BOM = '\uFEFF'

/**
 * A list as a CSV (Papa Parse, with BOM) or XLSX file; numbers stay numbers in XLSX. CSV text that starts
 * like a formula is defused (`spreadsheetText`); an XLSX text cell is typed as a string, which a
 * spreadsheet shows and never runs, so it keeps the text exactly. The XLSX is written by `writeXlsx`
 * (xlsx-file.ts), which the app runs on a worker thread: zipping a 10,000-row sheet takes long enough to
 * hold up every other request.
 */
export async function exportFile<T>(
  format: 'csv' | 'xlsx',
  sheet: string,
  columns: ExportColumn<T>[],
  rows: T[],
  writeXlsx: (table: XlsxTable) => Promise<Buffer>,
): Promise<ExportFile> {
  if (format === 'csv') {
    const csv = Papa.unparse({
      fields: columns.map((c) => c.header),
      data: rows.map((row) => columns.map((c) => csvCell(c.value(row)))),
    })
    return { body: Buffer.from(BOM + csv, 'utf8'), contentType: 'text/csv; charset=utf-8', extension: 'csv' }
  }
  const body = await writeXlsx({
    sheet,
    header: columns.map((c) => c.header),
    rows: rows.map((row) => columns.map((c) => c.value(row))),
  })
  return { body, contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', extension: 'xlsx' }
}

function csvCell(value: string | number | null): string | number {
  if (value === null) return ''
  return typeof value === 'string' ? spreadsheetText(value) : value
}

/** `attachment; filename="invoices-D1000001-2026-05-12.csv"`: whose list, and from when. */
export function exportDisposition(list: string, customerId: string, extension: string): string {
  return `attachment; filename="${list}-${customerId}-${new Date().toISOString().slice(0, 10)}.${extension}"`
}

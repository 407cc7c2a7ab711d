import Papa from 'papaparse'
import { spreadsheetText } from '../shop/spreadsheet-text'
import { type ColumnKind, type ExportReader, exportFormat } from './export-format'
import type { XlsxCell, XlsxTable } from './xlsx-file'

/** A column of a list export; `kind` (default text) says how its values are written for the reader. */
export type ExportColumn<T> = { header: string; kind?: ColumnKind; value: (row: T) => string | number | null }
export type ExportFile = { body: Buffer; contentType: string; extension: 'csv' | 'xlsx' }

/** UTF-8 byte order mark: without it Excel reads a CSV's umlauts as Latin-1. */
const BOM = '\uFEFF'

/**
 * A list as a CSV (Papa Parse, with BOM) or XLSX file for one reader (export-format.ts: separator, decimal mark,
 * dates in the reader's zone). CSV text that starts like a formula is defused (`spreadsheetText`); numbers and dates
 * the shop writes itself are not text from anyone and stay as written. An XLSX text cell is typed as a string, which
 * a spreadsheet shows and never runs, so it keeps the text exactly; amounts are numbers, dates are dates. The XLSX
 * is written by `writeXlsx` (xlsx-file.ts), which the app runs on a worker thread: zipping a 10,000-row sheet takes
 * long enough to hold up every other request.
 */
export async function exportFile<T>(
  format: 'csv' | 'xlsx',
  sheet: string,
  columns: ExportColumn<T>[],
  rows: T[],
  reader: ExportReader,
  writeXlsx: (table: XlsxTable) => Promise<Buffer>,
): Promise<ExportFile> {
  if (format === 'csv') {
    return {
      body: Buffer.from(exportCsv(columns, rows, reader), 'utf8'),
      contentType: 'text/csv; charset=utf-8',
      extension: 'csv',
    }
  }
  const written = exportFormat(reader)
  const xlsxCell = (kind: ColumnKind, value: string | number | null): XlsxCell => {
    if (value === null) return null
    if (kind === 'date' || kind === 'time') return written.xlsxDate(kind, String(value))
    return kind === 'text' ? String(value) : Number(value)
  }
  const body = await writeXlsx({
    sheet,
    header: columns.map((c) => c.header),
    formats: columns.map((c) => written.xlsxFormat(c.kind ?? 'text')),
    rows: rows.map((row) => columns.map((c) => xlsxCell(c.kind ?? 'text', c.value(row)))),
  })
  return { body, contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', extension: 'xlsx' }
}

/** The CSV text of a list for one reader, BOM first: the one CSV writer of every export the shop offers. */
export function exportCsv<T>(columns: ExportColumn<T>[], rows: T[], reader: ExportReader): string {
  const written = exportFormat(reader)
  const csvCell = (kind: ColumnKind, value: string | number | null): string => {
    if (value === null) return ''
    return kind === 'text' ? spreadsheetText(String(value)) : written.csv(kind, value)
  }
  const csv = Papa.unparse(
    {
      fields: columns.map((c) => c.header),
      data: rows.map((row) => columns.map((c) => csvCell(c.kind ?? 'text', c.value(row)))),
    },
    { delimiter: written.separator, newline: '\r\n' },
  )
  return `${BOM}${csv}\r\n`
}

/** `attachment; filename="invoices-D1000001-2026-05-12.csv"`: whose list, and from when. */
export function exportDisposition(list: string, customerId: string, extension: string): string {
  return `attachment; filename="${list}-${customerId}-${new Date().toISOString().slice(0, 10)}.${extension}"`
}

import Papa from 'papaparse'
import writeXlsxFile from 'write-excel-file/node'
import { spreadsheetText } from '../shop/spreadsheet-text'

export type ExportColumn<T> = { header: string; value: (row: T) => string | number | null }
export type ExportFile = { body: Buffer; contentType: string; extension: 'csv' | 'xlsx' }

/** UTF-8 byte order mark: without it Excel reads a CSV's umlauts as Latin-1. */
const BOM = '\uFEFF'

/**
 * A list as a CSV (Papa Parse, with BOM) or XLSX (write-excel-file) file; numbers stay numbers in XLSX.
 * CSV text that starts like a formula is defused (`spreadsheetText`); an XLSX text cell is typed
 * as a string, which a spreadsheet shows and never runs, so it keeps the text exactly.
 */
export async function exportFile<T>(
  format: 'csv' | 'xlsx',
  sheet: string,
  columns: ExportColumn<T>[],
  rows: T[],
): Promise<ExportFile> {
  if (format === 'csv') {
    const csv = Papa.unparse({
      fields: columns.map((c) => c.header),
      data: rows.map((row) => columns.map((c) => csvCell(c.value(row)))),
    })
    return { body: Buffer.from(BOM + csv, 'utf8'), contentType: 'text/csv; charset=utf-8', extension: 'csv' }
  }
  const header = columns.map((c) => ({ value: c.header, fontWeight: 'bold' as const }))
  const data = rows.map((row) =>
    columns.map((c) => {
      const value = c.value(row)
      return value === null ? null : typeof value === 'number' ? { value, type: Number } : { value, type: String }
    }),
  )
  const body = await writeXlsxFile([header, ...data], { sheet, stickyRowsCount: 1 }).toBuffer()
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

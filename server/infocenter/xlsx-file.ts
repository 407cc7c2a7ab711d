import writeXlsxFile from 'write-excel-file/node'

/** A cell as plain data: what crosses to a worker thread (functions and constructors do not; a Date does). */
export type XlsxCell = string | number | Date | null
/** A list's cells with a number format per column (null: none). */
export type XlsxTable = { sheet: string; header: string[]; formats: Array<string | null>; rows: XlsxCell[][] }

/** One sheet with a bold, sticky header row; numbers stay numbers, dates are dates in their column's format. */
export async function writeXlsx({ sheet, header, formats, rows }: XlsxTable): Promise<Buffer> {
  const data = rows.map((row) =>
    row.map((value, index) => {
      if (value === null) return null
      const format = formats[index] ?? undefined
      if (value instanceof Date) return { value, type: Date, format: format ?? 'yyyy-mm-dd' }
      if (typeof value === 'number') return { value, type: Number, ...(format ? { format } : {}) }
      return { value, type: String }
    }),
  )
  const bold = header.map((value) => ({ value, fontWeight: 'bold' as const }))
  return writeXlsxFile([bold, ...data], { sheet, stickyRowsCount: 1 }).toBuffer()
}

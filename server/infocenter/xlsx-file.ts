import writeXlsxFile from 'write-excel-file/node'

/** A list's cells as plain data: what crosses to a worker thread (functions and constructors do not). */
export type XlsxTable = { sheet: string; header: string[]; rows: Array<Array<string | number | null>> }

/** One sheet with a bold, sticky header row; numbers stay numbers. */
export async function writeXlsx({ sheet, header, rows }: XlsxTable): Promise<Buffer> {
  const data = rows.map((row) =>
    row.map((value) => (value === null ? null : typeof value === 'number' ? { value, type: Number } : { value, type: String })),
  )
  const bold = header.map((value) => ({ value, fontWeight: 'bold' as const }))
  return writeXlsxFile([bold, ...data], { sheet, stickyRowsCount: 1 }).toBuffer()
}

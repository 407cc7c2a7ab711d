import Papa from 'papaparse'
import { type DraftLine, dropHeader, rowToLine } from '../../../shared/lib/parse-lines'

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

/** Lines from an uploaded CSV (Papa Parse) or XLSX (read-excel-file, loaded only when needed). */
export async function readUploadedLines(file: File): Promise<DraftLine[]> {
  let rows: unknown[][]
  if (file.type === XLSX_TYPE || /\.xlsx$/i.test(file.name)) {
    const { readSheet } = await import('read-excel-file/browser')
    rows = (await readSheet(file)) as unknown[][]
  } else {
    const text = await file.text()
    rows = Papa.parse<string[]>(text, { skipEmptyLines: 'greedy', delimitersToGuess: ['\t', ';', ',', '|'] }).data
  }
  return dropHeader(rows).flatMap((row) => {
    const line = rowToLine(row)
    return line ? [line] : []
  })
}

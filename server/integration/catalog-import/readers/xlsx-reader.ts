import ExcelJS from 'exceljs'
import type { RawValue, ReadItem, RecordKind, RecordReader } from '../records'
import { isBlankRow, readHeader, recordOf } from './header-row'
import { KIND_NAMES, kindOfSheetName } from './kind-names'
import { rawValueOf } from './xlsx-cell-value'
import { zipInputForExceljs } from './xlsx-zip-input'

/**
 * An XLSX workbook, streamed with exceljs's WorkbookReader: a sheet per kind, named after it
 * (`parts`, `prices` …), or one sheet of the kind the file's name gives (`fileKind`). Sheets are
 * read in the order the workbook stores them (docs/catalogue-import.md asks for parts first).
 * Shared strings and styles (for dates) are cached: that is the part of a workbook kept in memory.
 */
export function xlsxReader(fileKind?: RecordKind): RecordReader {
  return async function* readXlsx(input, file): AsyncIterable<ReadItem> {
    const workbook = new ExcelJS.stream.xlsx.WorkbookReader(zipInputForExceljs(input), {
      sharedStrings: 'cache',
      styles: 'cache',
      hyperlinks: 'ignore',
      worksheets: 'emit',
    })
    let fileKindTaken = false
    let at = 'workbook'
    try {
      for await (const sheet of workbook) {
        const name = (sheet as unknown as { name: string }).name
        at = `sheet ${name}`
        let kind = kindOfSheetName(name)
        if (!kind && fileKind && !fileKindTaken) kind = fileKind
        if (!kind) {
          yield { refusal: { file, at, field: '', code: 'malformed-file', reason: unnamedSheetReason(name) } }
          continue
        }
        if (kind === fileKind) fileKindTaken = true
        yield* readSheet(sheet, kind, name, file)
      }
    } catch (error) {
      // A cut-off or damaged zip: the rows read so far stand, the report says the file is broken.
      const reason = `the workbook cannot be read on from here (${error instanceof Error ? error.message : String(error)}); save it again as .xlsx`
      yield { refusal: { file, at, field: '', code: 'malformed-file', reason } }
    }
  }
}

async function* readSheet(rows: AsyncIterable<ExcelJS.Row>, kind: RecordKind, sheet: string, file: string) {
  let columns: Array<string | null> | null = null
  let refused = false
  // A refused header still reads the sheet to its end: the workbook's next sheet follows in the same zip stream.
  for await (const row of rows) {
    if (refused) continue
    const pos = { file, at: `sheet ${sheet}, row ${row.number}` }
    const cells: RawValue[] = Array.from((row.values as unknown[]).slice(1), rawValueOf)
    if (isBlankRow(cells)) continue
    if (columns) {
      yield recordOf(kind, columns, cells, pos)
      continue
    }
    const header = readHeader(kind, cells, pos)
    if ('refusals' in header) {
      for (const refusal of header.refusals) yield { refusal }
      refused = true
      continue
    }
    columns = header.columns
  }
}

function unnamedSheetReason(sheet: string): string {
  const names = KIND_NAMES.map(([plural]) => plural).join(', ')
  return `the sheet ${sheet} is not named after what it holds; name it one of ${names}`
}

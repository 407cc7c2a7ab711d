import Papa from 'papaparse'
import { spreadsheetText } from '../shop/spreadsheet-text'

type Refusal = { seq: number; file: string; at: string; field: string; code: string; reason: string }
type ReadBatch = (afterSeq: number | undefined) => Promise<Refusal[]>

/** UTF-8 byte order mark: without it Excel reads the umlauts of a reason as Latin-1. */
const BOM = '\uFEFF'
const HEADER = ['file', 'at', 'field', 'code', 'reason']

/**
 * A run's refused rows as CSV, written batch by batch (a run keeps up to 10,000): every cell is text
 * from a wholesaler's file, so one that starts like a formula is defused (`spreadsheetText`).
 */
export async function* importReportCsv(readBatch: ReadBatch): AsyncGenerator<string> {
  yield `${BOM}${Papa.unparse([HEADER])}\r\n`
  let afterSeq: number | undefined
  for (;;) {
    const batch = await readBatch(afterSeq)
    if (batch.length === 0) return
    const rows = batch.map((r) => [r.file, r.at, r.field, r.code, r.reason].map(spreadsheetText))
    yield `${Papa.unparse(rows)}\r\n`
    afterSeq = batch[batch.length - 1]?.seq
  }
}

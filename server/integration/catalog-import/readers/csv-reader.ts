import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import Papa from 'papaparse'
import type { RawValue, ReadItem, RecordKind, RecordReader } from '../records'
import { delimiterOf, withFirstLine } from './csv-delimiter'
import { type Columns, isBlankRow, readHeader, recordOf } from './header-row'
import { utf8Text } from './utf8-text'

/**
 * A CSV file of one kind, streamed: papaparse's Node duplex takes text as the reader asks for rows,
 * so a file of any size is read in bounded memory. Positions are physical lines: a row starts one
 * line after the previous row plus the line breaks inside its quoted cells.
 */
export function csvReader(kind: RecordKind): RecordReader {
  return async function* readCsv(input, file): AsyncIterable<ReadItem> {
    const { text, badLine } = utf8Text(input as AsyncIterable<Buffer | string>)
    const { firstLine, newline, chunks } = await withFirstLine(text)
    const parser = Papa.parse(Papa.NODE_STREAM_INPUT, { delimiter: delimiterOf(firstLine), newline, skipEmptyLines: false })
    const feeding = pipeline(Readable.from(pieces(chunks)), parser).catch((error: unknown) => error)
    let columns: Columns | null = null
    let line = 1
    try {
      for await (const row of parser as AsyncIterable<string[]>) {
        const pos = { file, at: `line ${line}` }
        const breaks = lineBreaksIn(row)
        line += 1 + breaks
        const cells: RawValue[] = row.map((cell) => (cell === '' ? null : cell))
        if (isBlankRow(cells)) continue
        if (!columns) {
          const header = readHeader(kind, cells, pos)
          if ('refusals' in header) {
            for (const refusal of header.refusals) yield { refusal }
            return
          }
          columns = header.columns
        } else if (cells.length !== columns.length) {
          // A quote left open swallows the lines after it into one cell: say so, those lines are not read.
          const open = breaks > 0 ? `; it runs on to line ${line - 1}, is a quote not closed?` : ''
          const reason = `the row has ${cells.length} values but the header has ${columns.length} columns${open}`
          yield { refusal: { ...pos, field: '', code: 'malformed-file', reason } }
        } else {
          yield recordOf(kind, columns, cells, pos)
        }
      }
    } finally {
      parser.destroy()
    }
    const failed = await feeding
    if (failed) throw failed
    const bad = badLine()
    if (bad !== null) {
      const reason = 'the file is not UTF-8 text from here on; save it as "CSV UTF-8"'
      yield { refusal: { file, at: `line ${bad}`, field: '', code: 'malformed-file', reason } }
    }
    if (!columns)
      yield { refusal: { file, at: 'line 1', field: '', code: 'malformed-file', reason: 'the file has no header row' } }
  }
}

/**
 * Text in small pieces for papaparse: when the reader falls behind, papaparse pauses by cutting off
 * the rest of its current piece and parsing it again on resume, every 16 rows; with 64 kB pieces
 * that copying made reading quadratic in the piece size (12 s for 200,000 short rows with 64 kB pieces, about 1 s with 512 characters).
 */
async function* pieces(chunks: AsyncIterable<string>): AsyncGenerator<string> {
  for await (const chunk of chunks) {
    for (let i = 0; i < chunk.length; i += PIECE) yield chunk.slice(i, i + PIECE)
  }
}
const PIECE = 512

function lineBreaksIn(row: string[]): number {
  let count = 0
  for (const cell of row) count += cell.match(/\r\n|\r|\n/g)?.length ?? 0
  return count
}

import {
  OPTIONAL_FIELDS,
  type Position,
  type RawValue,
  RECORD_FIELDS,
  type ReadItem,
  type RecordKind,
  type Refusal,
} from '../records'

/** A file's columns by position: the canonical field name, or null for a column without a header (ignored when empty). */
export type Columns = Array<string | null>

/**
 * Reads a CSV or XLSX header row. Headers are the canonical field names (any case, trimmed); an
 * unknown, doubled or missing required column refuses the whole file, since no row could be read right.
 */
export function readHeader(kind: RecordKind, cells: RawValue[], pos: Position): { columns: Columns } | { refusals: Refusal[] } {
  const known: readonly string[] = RECORD_FIELDS[kind]
  const columns: Columns = cells.map((cell) =>
    cell === null || String(cell).trim() === '' ? null : String(cell).trim().toLowerCase(),
  )
  const refusals: Refusal[] = []
  columns.forEach((name, i) => {
    if (name === null) return
    const header = String(cells[i]).trim()
    if (!known.includes(name)) {
      refusals.push({ ...pos, field: header, code: 'unknown-column', reason: unknownReason(header, kind, known) })
    } else if (columns.indexOf(name) !== i) {
      refusals.push({ ...pos, field: header, code: 'malformed-file', reason: `the column ${header} appears twice` })
    }
  })
  for (const name of known) {
    if (!OPTIONAL_FIELDS.has(name) && !columns.includes(name)) {
      refusals.push({ ...pos, field: name, code: 'missing-column', reason: `the required column ${name} is missing` })
    }
  }
  return refusals.length ? { refusals } : { columns }
}

function unknownReason(header: string, kind: RecordKind, known: readonly string[]): string {
  return `unknown column ${header}; a ${kind} file has the columns ${known.join(', ')}`
}

/** One data row as a record; a value in a column without a header refuses the row rather than being dropped. */
export function recordOf(kind: RecordKind, columns: Columns, cells: RawValue[], pos: Position): ReadItem {
  const fields: Record<string, RawValue> = {}
  for (let i = 0; i < Math.max(cells.length, columns.length); i++) {
    const value = cells[i] ?? null
    const name = columns[i]
    if (name) fields[name] = value
    else if (value !== null) {
      return { refusal: { ...pos, field: '', code: 'malformed-file', reason: `a value in column ${i + 1}, which has no header` } }
    }
  }
  return { raw: { kind, pos, fields } }
}

/** A row with no value at all (a blank line, `;;;` from a spreadsheet) is skipped, not refused. */
export function isBlankRow(cells: RawValue[]): boolean {
  return cells.every((cell) => cell === null)
}

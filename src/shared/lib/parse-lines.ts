// Pasted part lists (article or OE number + quantity): read by quick order and the availability check.
import Papa from 'papaparse'

export type DraftLine = { term: string; qty: number }

const HEADER_WORDS = /^(art|artikel|article|part|teil|sku|ref|reference|referenz|nummer|number|menge|qty|quantity|anzahl)/i

/** A row's cells → one line: first cell the part or reference number, the next non-empty cell the quantity. */
export function rowToLine(cells: unknown[]): DraftLine | null {
  const values = cells.map((cell) => (cell === null || cell === undefined ? '' : String(cell).trim()))
  const [first = '', ...rest] = values
  if (!first) return null
  const qtyCell = rest.find((value) => value !== '')
  if (qtyCell === undefined) return splitOnSpace(first)
  return { term: first, qty: toQty(qtyCell) }
}

/**
 * "1.10234 5", "1.10234 5 Stk" or "A 000 420 12 20   3": a trailing integer is the quantity, the rest
 * the number. "1.10234 viele" or "1.10234 2,5" is a number with a bad quantity (reported as such),
 * while a short letter suffix ("5.40020 XL") stays part of the number.
 */
function splitOnSpace(text: string): DraftLine {
  const quantity = /^(.*\S)\s+(\d{1,6})(?:[.,]0+)?(?:\s*\p{L}{1,5}\.?)?$/u.exec(text)
  if (quantity?.[1] && quantity[2]) return { term: quantity[1], qty: Number(quantity[2]) }
  const badQuantity = /^(.*\d.*?)\s+([-+]?\d*[.,]\d+|-\d+|\p{L}{3,}\.?)$/u.exec(text)
  if (badQuantity?.[1]) return { term: badQuantity[1], qty: Number.NaN }
  return { term: text, qty: 1 }
}

/** Quantities like "5", "5,0" or "5 Stk" become 5; anything else NaN, which the server reports as BAD_QUANTITY. */
function toQty(text: string): number {
  const match = /^(\d+)(?:[.,]0+)?\s*\p{L}*\.?$/u.exec(text)
  return match?.[1] ? Number(match[1]) : Number.NaN
}

/** A first row like "Artikelnummer;Menge" is a header, not a part. */
export function dropHeader(rows: unknown[][]): unknown[][] {
  const [first] = rows
  if (
    first &&
    first.length > 1 &&
    HEADER_WORDS.test(String(first[0] ?? '').trim()) &&
    Number.isNaN(toQty(String(first[1] ?? '')))
  ) {
    return rows.slice(1)
  }
  return rows
}

/** In this order: a tab or semicolon line may hold a comma inside a cell ("5,0"), a comma line no tab. */
const SEPARATORS = ['\t', ';', '|', ','] as const

/** "1.10234 2,5": a decimal comma after a space is a (bad) quantity, not a separator. */
const SPACED_DECIMAL = /\s[-+]?\d*,\d+\s*$/

/** One line's cells, split at the first separator it has; quotes ("A 000; 420";5) are honoured within the line. */
function splitLine(line: string): string[] {
  const delimiter = SEPARATORS.find((separator) => line.includes(separator) && !(separator === ',' && SPACED_DECIMAL.test(line)))
  if (!delimiter) return [line]
  return Papa.parse<string[]>(line, { delimiter }).data[0] ?? [line]
}

/**
 * Text typed or pasted from a spreadsheet, one part a line: tab, semicolon, pipe or comma between
 * number and quantity, or just spaces. Each line is read on its own, so a paste that mixes them works
 * and a stray quote cannot swallow the lines after it: one line in, one checked row out.
 */
export function parsePastedLines(text: string): DraftLine[] {
  const rows = text
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '')
    .map(splitLine)
  return dropHeader(rows).flatMap((row) => {
    const line = rowToLine(row)
    return line ? [line] : []
  })
}

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

/** "1.10234 5" or "A 000 420 12 20   3": a trailing integer is the quantity, the rest the number. */
function splitOnSpace(text: string): DraftLine {
  const match = /^(.*\S)\s+(\d{1,6})$/.exec(text)
  if (match?.[1] && match[2]) return { term: match[1], qty: Number(match[2]) }
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

/**
 * Text typed or pasted from a spreadsheet, one part a line: tab, semicolon, comma or pipe between
 * number and quantity (Papa Parse guesses which), or just spaces.
 */
export function parsePastedLines(text: string): DraftLine[] {
  if (!text.trim()) return []
  const parsed = Papa.parse<string[]>(text.trim(), { skipEmptyLines: 'greedy', delimitersToGuess: ['\t', ';', ',', '|'] })
  return dropHeader(parsed.data).flatMap((row) => {
    const line = rowToLine(row)
    return line ? [line] : []
  })
}

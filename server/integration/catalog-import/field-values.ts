import { isGtin } from '../../../src/shared/contracts/gtin-rules'
import type { RawValue, RefusalCode } from './records'

/** A field's value or why it cannot be one; the caller adds where and which field. */
export type Parsed<T> = { ok: true; value: T } | { ok: false; code: RefusalCode; reason: string }

const fail = (code: RefusalCode, reason: string): Parsed<never> => ({ ok: false, code, reason })

export function text(value: RawValue | undefined, maxLength: number): Parsed<string | null> {
  if (value === null || value === undefined) return { ok: true, value: null }
  const trimmed = String(value).trim()
  if (trimmed.length > maxLength)
    return fail('too-long', `is ${trimmed.length} characters long, at most ${maxLength} are allowed`)
  return { ok: true, value: trimmed === '' ? null : trimmed }
}

/** Whole numbers, from XLSX numbers or text; a decimal or a word is refused. */
export function integer(value: RawValue | undefined): Parsed<number | null> {
  if (value === null || value === undefined || String(value).trim() === '') return { ok: true, value: null }
  const number = typeof value === 'number' ? value : Number(String(value).trim())
  if (Number.isNaN(number)) return fail('not-a-number', `"${String(value)}" is not a number`)
  if (!Number.isInteger(number)) return fail('not-an-integer', `"${String(value)}" is not a whole number`)
  if (number < 0) return fail('negative', `${number} is negative`)
  return { ok: true, value: number }
}

/**
 * A price in euros to cents: `12.5`, `12.50` or the German `12,50`; thousands separators are refused
 * rather than guessed (`1.234` could be either), and so are more than two decimals.
 */
export function money(value: RawValue | undefined): Parsed<number | null> {
  if (value === null || value === undefined || String(value).trim() === '') return { ok: true, value: null }
  if (typeof value === 'number') {
    if (value < 0) return fail('negative', `the price ${value} is negative`)
    return { ok: true, value: Math.round(value * 100) }
  }
  const trimmed = String(value).trim()
  if (/^-\s*\d/.test(trimmed)) return fail('negative', `the price ${trimmed} is negative`)
  const match = /^(\d+)(?:[.,](\d{1,2}))?$/.exec(trimmed)
  if (!match) return fail('not-a-number', `"${trimmed}" is not a price (write 12.50 or 12,50)`)
  return { ok: true, value: Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0')) }
}

const TRUE_WORDS = new Set(['1', 'true', 'yes', 'ja', 'x'])
const FALSE_WORDS = new Set(['0', 'false', 'no', 'nein', ''])

export function flag(value: RawValue | undefined): Parsed<boolean> {
  if (value === null || value === undefined) return { ok: true, value: false }
  if (typeof value === 'boolean') return { ok: true, value }
  const word = String(value).trim().toLowerCase()
  if (TRUE_WORDS.has(word)) return { ok: true, value: true }
  if (FALSE_WORDS.has(word)) return { ok: true, value: false }
  return fail('not-a-number', `"${String(value)}" is neither yes (1) nor no (0)`)
}

/** GTIN-8, -12, -13 or -14 with a correct check digit (GS1's mod-10 weights 3 and 1 from the right). */
export function gtin(value: string): Parsed<string> {
  if (!/^(\d{8}|\d{12,14})$/.test(value)) return fail('bad-gtin', `"${value}" is not a GTIN (8, 12, 13 or 14 digits)`)
  if (!isGtin(value)) return fail('bad-gtin', `"${value}" has a wrong check digit`)
  return { ok: true, value }
}

import { gtinCheckDigit } from '../../src/shared/contracts/gtin-rules'
import { Random, STREAM } from './random'

/** The share of parts whose box carries an EAN-13: most branded parts do, bulk and special ones often not. */
const GTIN_SHARE = 0.8

/**
 * One GS1 company prefix for the demo's maker (406 is GS1 Germany's range), item references
 * numbered by part id, so every GTIN is unique in a catalogue of any size.
 */
const COMPANY_PREFIX = 406_123_000_000

/**
 * A part's EAN-13, or null for a part without one. Its own random stream (like the deposits), so
 * the parts' numbers, prices and stock stay what they were before GTINs existed.
 */
export function gtinOf(seed: number, partId: number): string | null {
  if (!new Random(seed, STREAM.gtin, partId).chance(GTIN_SHARE)) return null
  const body = String(COMPANY_PREFIX + partId)
  return `${body}${gtinCheckDigit(body)}`
}

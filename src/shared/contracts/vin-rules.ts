import { VIN_LENGTH } from './catalog-constants'

/**
 * ISO 3779 leaves out I, O and Q so they cannot be read as 1 and 0; people still type them, mostly
 * O for 0. The digit each is usually meant to be, offered back in the error.
 */
const LOOKALIKE_DIGIT = { I: '1', O: '0', Q: '0' } as const
type LookalikeLetter = keyof typeof LOOKALIKE_DIGIT

/** What is wrong with a VIN, 1-based position included, so the form can point at the character. */
export type VinProblem =
  | { kind: 'length'; length: number }
  | { kind: 'lookalike'; position: number; letter: LookalikeLetter; digit: string }
  | { kind: 'character'; position: number; character: string }

/**
 * A typed or pasted VIN as the lookup reads it: spaces and dashes out, upper case, then cut at 17.
 * Normalising before cutting keeps a pasted "WDB 963…" from losing its last character.
 */
export function normaliseVin(input: string): string {
  return input
    .replace(/[\s-]+/g, '')
    .toUpperCase()
    .slice(0, VIN_LENGTH)
}

/** The first character a VIN may not contain; null when there is none (the length is checked apart). */
export function vinCharacterProblem(vin: string): Exclude<VinProblem, { kind: 'length' }> | null {
  for (const [index, character] of [...vin].entries()) {
    if (character in LOOKALIKE_DIGIT) {
      const letter = character as LookalikeLetter
      return { kind: 'lookalike', position: index + 1, letter, digit: LOOKALIKE_DIGIT[letter] }
    }
    if (!/^[A-Z0-9]$/.test(character)) return { kind: 'character', position: index + 1, character }
  }
  return null
}

/** Null for a VIN the lookup accepts: 17 letters and digits without I, O and Q. */
export function vinProblem(vin: string): VinProblem | null {
  return vinCharacterProblem(vin) ?? (vin.length === VIN_LENGTH ? null : { kind: 'length', length: vin.length })
}

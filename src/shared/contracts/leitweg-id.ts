import { z } from 'zod'

/**
 * A Leitweg-ID, the address German public buyers receive e-invoices under (KoSIT "Formatspezifikation
 * Leitweg-ID"): coarse address of 2–12 digits, optional fine address of up to 30 letters and digits, and two
 * check digits, ISO 7064 MOD 97-10 over both with letters counted as 10–35 (A–Z), e.g. 991-33333TEST-33.
 */
const LEITWEG_ID = /^(\d{2,12})(?:-([0-9A-Z]{1,30}))?-(\d{2})$/

function checkDigitsOf(address: string): number {
  const digits = [...address].map((char) => Number.parseInt(char, 36)).join('')
  // Digit by digit: the number is too long for a double.
  const remainder = [...`${digits}00`].reduce((rest, digit) => (rest * 10 + Number(digit)) % 97, 0)
  return 98 - remainder
}

export function isLeitwegId(value: string): boolean {
  const match = LEITWEG_ID.exec(value)
  return match !== null && checkDigitsOf(`${match[1]}${match[2] ?? ''}`) === Number(match[3])
}

export const leitwegIdSchema = z
  .string()
  .trim()
  .toUpperCase()
  .refine(isLeitwegId, 'a Leitweg-ID such as 991-33333TEST-33 (digits, optional fine address, two check digits)')

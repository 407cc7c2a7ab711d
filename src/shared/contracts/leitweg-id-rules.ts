/**
 * A Leitweg-ID, the address German public buyers receive e-invoices under (KoSIT "Formatspezifikation
 * Leitweg-ID"): coarse address of 2–12 digits, optional fine address of up to 30 letters and digits, and two
 * check digits, ISO 7064 MOD 97-10 over both with letters counted as 10–35 (A–Z), e.g. 991-33333TEST-33.
 * Zod-free, so the admin form checks with the very rule the server applies.
 */
const LEITWEG_ID = /^(\d{2,12})(?:-([0-9A-Z]{1,30}))?-(\d{2})$/

function checkDigitsOf(address: string): number {
  const digits = [...address].map((char) => Number.parseInt(char, 36)).join('')
  // Digit by digit: the number is too long for a double.
  const remainder = [...`${digits}00`].reduce((rest, digit) => (rest * 10 + Number(digit)) % 97, 0)
  return 98 - remainder
}

/** Expects the stored form (see normaliseLeitwegId). */
export function isLeitwegId(value: string): boolean {
  const match = LEITWEG_ID.exec(value)
  return match !== null && checkDigitsOf(`${match[1]}${match[2] ?? ''}`) === Number(match[3])
}

/** How a Leitweg-ID is stored and compared: without surrounding blanks, letters upper-case. */
export const normaliseLeitwegId = (value: string) => value.trim().toUpperCase()

import type { FormKind } from '../../src/shared/contracts/services-constants'

const LETTER: Record<FormKind, string> = { return: 'R', warranty: 'W', core: 'C' }

/** R-000042 for a return, W-000042 for a warranty claim, C-000042 for a core going back. */
export const formNumber = (kind: FormKind, id: number) => `${LETTER[kind]}-${String(id).padStart(6, '0')}`

/**
 * The case id a search term names, if it is a case number: `R-000042`, `r000042`, `R-42` (the letter
 * decides nothing the id does not, so `W-42` finds case 42 only when it is a warranty claim: see the caller).
 */
export function parseFormNumber(term: string): { kind: FormKind; id: number } | null {
  const match = term.trim().match(/^([RWC])-?(\d{1,9})$/i)
  if (!match) return null
  const letter = (match[1] as string).toUpperCase()
  const kind = (Object.keys(LETTER) as FormKind[]).find((k) => LETTER[k] === letter) as FormKind
  const id = Number(match[2])
  return id > 0 ? { kind, id } : null
}

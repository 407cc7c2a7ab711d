import { VIN_LENGTH } from '../../../shared/contracts/catalog-constants'

/** What the VIN field keeps of what was typed or pasted: upper case, no spaces, cut at 17 (SPEC.md §5). */
export function cutVin(input: string): string {
  return input.replace(/\s+/g, '').toUpperCase().slice(0, VIN_LENGTH)
}

export function isCompleteVin(vin: string): boolean {
  return vin.length === VIN_LENGTH
}

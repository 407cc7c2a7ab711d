/** Account rules the SPA needs without pulling zod into its bundle (account.ts re-exports them). */

/** SPEC.md §4: the VIN permission values that enable VIN search; anything else means normal search only. */
export const VIN_SEARCH_VALUES = ['VIN_and_OE-No.', 'VIN_only'] as const

export function vinSearchEnabled(features: { vinSearch: string } | null | undefined): boolean {
  return (VIN_SEARCH_VALUES as readonly string[]).includes(features?.vinSearch ?? '')
}

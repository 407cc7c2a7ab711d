import { z } from 'zod'

/** SPEC.md §4: the VIN permission values that enable VIN search; anything else means normal search only. */
export const VIN_SEARCH_VALUES = ['VIN_and_OE-No.', 'VIN_only'] as const

/** SPEC.md §3 "Features response". */
export const featuresSchema = z.object({
  showPrice: z.boolean(),
  order: z.boolean(),
  invoice: z.boolean(),
  shipment: z.boolean(),
  fillBasket: z.boolean(),
  /** A VIN permission value, or '' when not logged in. */
  vinSearch: z.string(),
})
export type Features = z.infer<typeof featuresSchema>

export function vinSearchEnabled(features: Pick<Features, 'vinSearch'> | null | undefined): boolean {
  return (VIN_SEARCH_VALUES as readonly string[]).includes(features?.vinSearch ?? '')
}

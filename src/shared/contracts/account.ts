import { z } from 'zod'

export { VIN_SEARCH_VALUES, vinSearchEnabled } from './account-constants'

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

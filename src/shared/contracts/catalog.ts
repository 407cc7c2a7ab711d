import { z } from 'zod'
import { VIN_LENGTH } from './catalog-constants'
import { countryCodeSchema, languageSchema } from './content'

export { IMAGE_FORMATS, IMAGE_WIDTHS, VIN_LENGTH } from './catalog-constants'

/** How the server understood a search term (SPEC.md §5). */
export const searchKindSchema = z.enum(['article', 'reference', 'freetext'])
export type SearchKind = z.infer<typeof searchKindSchema>

export const priceSchema = z.object({ value: z.number(), currency: z.object({ code: z.string().length(3) }) })

export const imageSchema = z.object({
  /** A path of the resizing service without width, e.g. `/images/brake-disc`; the SPA adds `/{width}.{format}`. */
  src: z.string(),
  alt: z.string(),
})

export const crossReferenceSchema = z.object({ referenceNo: z.string(), manufacturer: z.string() })

/** One row of a search result (SPEC.md §3 "Search result product"), plus what the row shows. */
export const searchProductSchema = z.object({
  sku: z.string(),
  vendorId: z.string(),
  name: z.string(),
  slug: z.string(),
  image: imageSchema,
  manufacturer: z.string(),
  mainManufacturerId: z.string(),
  mainOe: z.string().nullable(),
  replaces: z.string().nullable(),
  crossReferences: z.array(crossReferenceSchema),
  weight: z.number().int().nonnegative(),
  /** Only when the verified session may see prices (logged in ∧ showPrice); never for anonymous visitors. */
  price: priceSchema.nullable(),
  /**
   * An exchange unit's deposit (Altteilpfand) per unit, paid on top and refunded when the old unit comes
   * back; like `price` only for a session that may see prices, null for a part without one. Optional so
   * answers cached before deposits existed still parse.
   */
  deposit: priceSchema.nullable().optional(),
  /** Units in stock over all warehouses; null when unknown. */
  stock: z.number().int().nullable(),
  isNew: z.boolean(),
  /** The box's GTIN, so a scan resolves offline against parts seen on the device; optional so older cached answers still parse. */
  gtin: z.string().nullable().optional(),
})
export type SearchProduct = z.infer<typeof searchProductSchema>

export const categoryFacetSchema = z.object({ id: z.string(), name: z.string(), count: z.number().int() })

/** POST /api/search/partSearch: the header's search-as-you-type (SPEC.md §7). */
export const partSearchBodySchema = z.object({
  countryID: countryCodeSchema,
  languageID: languageSchema,
  searchTerm: z.string().trim().min(1).max(100),
  token: z.string().optional(),
})
export const partSearchResponseSchema = z.object({
  kind: searchKindSchema,
  categories: z.array(categoryFacetSchema),
  products: z.array(searchProductSchema).max(10),
})
export type PartSearchResponse = z.infer<typeof partSearchResponseSchema>

/** GET /api/search/products: the results page; a GET so the service worker can cache it. */
export const productSearchQuerySchema = z.object({
  term: z.string().trim().max(100).optional(),
  languageID: languageSchema,
  countryID: countryCodeSchema,
  categories: z.string().max(20).optional(),
  news: z.enum(['true', 'false']).optional(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(24),
})
export const productSearchResponseSchema = z.object({
  kind: searchKindSchema.nullable(),
  products: z.array(searchProductSchema),
  categories: z.object({ linkBase: z.string(), categories: z.array(categoryFacetSchema) }),
  pagination: z.object({ total: z.number().int(), page: z.number().int(), pageSize: z.number().int() }),
})
export type ProductSearchResponse = z.infer<typeof productSearchResponseSchema>

/** POST /api/products/product/ (SPEC.md §7). */
export const productBodySchema = z.object({
  languageID: languageSchema,
  slug: z.string().trim().min(1).max(200),
  countryID: countryCodeSchema,
  token: z.string().optional(),
})
export const productSchema = z.object({
  sku: z.string(),
  vendorId: z.string(),
  name: z.string(),
  slug: z.string(),
  /** The long description in the asked language, else the shop's default language, else any; null without one. */
  description: z.string().nullable(),
  replaces: z.string().nullable(),
  replacedBy: z.string().nullable(),
  brand: z.object({ name: z.string() }),
  /** The path from the top category down, at most 5 levels. */
  categories: z.array(z.object({ id: z.string(), name: z.string() })).max(5),
  crossReferences: z.array(crossReferenceSchema),
  weight: z.number().int().nonnegative(),
  images: z.array(imageSchema),
  showPrice: z.boolean(),
  pricePackage: z
    .object({
      /** The unit price of one piece. */
      price: priceSchema,
      /** From these quantities on the unit price is lower ("from 10 pcs: …"), ascending; absent or empty without scales. */
      scales: z.array(z.object({ minQuantity: z.number().int().positive(), price: priceSchema })).optional(),
    })
    .nullable(),
  /** An exchange unit's deposit per unit, shown with the price and hidden with it; null without one (see searchProductSchema). */
  deposit: priceSchema.nullable().optional(),
  stock: z.number().int().nullable(),
  vehicles: z.array(z.object({ make: z.string(), model: z.string(), type: z.string(), year: z.number().int() })),
  /** From a wholesaler's import (issue 28); optional so older cached answers still parse. */
  manufacturerPartNo: z.string().nullable().optional(),
  gtin: z.string().nullable().optional(),
  /** UN/ECE Recommendation 20 code of the unit the part is ordered in: C62 piece, SET, PR pair, MTR, LTR, KGM. */
  orderUnit: z.string().optional(),
  /** Technical features in the catalogue's order, e.g. { name: 'Diameter', value: '430 mm' }. */
  features: z.array(z.object({ name: z.string(), value: z.string() })).optional(),
})
export type Product = z.infer<typeof productSchema>

/** GET /api/categories: the product-group tree for navigation and /categories. */
export type CategoryNode = { id: string; name: string; image: string; children: CategoryNode[] }
export const categoryNodeSchema: z.ZodType<CategoryNode> = z.lazy(() =>
  z.object({ id: z.string(), name: z.string(), image: z.string(), children: z.array(categoryNodeSchema) }),
)
export const categoriesResponseSchema = z.object({ categories: z.array(categoryNodeSchema) })

/** GET /api/divisions/:slug: one product division with its product groups. */
export const divisionResponseSchema = z.object({
  slug: z.string(),
  name: z.string(),
  image: z.string(),
  categories: z.array(categoryFacetSchema),
})
export type DivisionResponse = z.infer<typeof divisionResponseSchema>

/** GET /api/redirect?path=…: where a legacy `*.html` page with a part number now lives. */
export const redirectResponseSchema = z.object({ location: z.string() })

export const vehicleSchema = z.object({
  vin: z.string().length(VIN_LENGTH),
  /** The `:type/:slug` of /vin/:type/:slug. */
  type: z.string(),
  slug: z.string(),
  make: z.string(),
  model: z.string(),
  engine: z.string(),
  year: z.number().int(),
  /** Decoded from the VIN's first three characters with the shop's own truck WMI table. */
  manufacturer: z.string(),
  country: z.string(),
})
export type Vehicle = z.infer<typeof vehicleSchema>

/** POST /api/vin/findVehicle (SPEC.md §7). */
export const findVehicleBodySchema = z.object({
  token: z.string().optional(),
  userToken: z.string().optional(),
  lang: languageSchema,
  formValues: z.array(z.object({ name: z.literal('IdentString'), value: z.string().trim() })).length(1),
})
export const findVehicleResponseSchema = z.object({ list: z.array(vehicleSchema) })

/** GET /api/vin/vehicle?type=…&slug=…&languageID=…&countryID=…&page=…: a vehicle and the parts that fit it. */
export const vehiclePartsResponseSchema = z.object({
  vehicle: vehicleSchema,
  products: z.array(searchProductSchema),
  pagination: z.object({ total: z.number().int(), page: z.number().int(), pageSize: z.number().int() }),
})
export type VehiclePartsResponse = z.infer<typeof vehiclePartsResponseSchema>

export const vinSuggestionsSchema = z.array(z.string())
export const addVinSuggestionBodySchema = z.object({
  /** At most the shop's VIN_HISTORY_LENGTH (SPEC.md §9 vinSearchHistoryLength), which is used when absent. */
  limit: z.number().int().min(1).max(50).optional(),
  vinNumber: z.string().trim().length(VIN_LENGTH),
})

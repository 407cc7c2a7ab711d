import { z } from 'zod'
import { cartPayloadLineSchema, priceSchema } from './cart'
import { ADDRESS_MAX_LENGTH, AVAILABILITY_STATUSES, CART_QTY_MAX, CART_QTY_MIN } from './cart-constants'
import { countryCodeSchema, languageSchema } from './content'
import { AVAILABILITY_LINES_MAX, NOTICE_NOTE_MAX } from './customer-lists-constants'

const qtySchema = z.number().int().min(CART_QTY_MIN).max(CART_QTY_MAX)

/** A delivery address as the address book form sends it; the route checks the postcode against the country (BAD_POSTCODE). */
export const deliveryAddressInputSchema = z.object({
  name: z.string().trim().min(1).max(ADDRESS_MAX_LENGTH.name),
  street: z.string().trim().min(1).max(ADDRESS_MAX_LENGTH.street),
  postalCode: z.string().trim().min(1).max(ADDRESS_MAX_LENGTH.postalCode),
  city: z.string().trim().min(1).max(ADDRESS_MAX_LENGTH.city),
  country: countryCodeSchema,
  isDefault: z.boolean().default(false),
})
export type DeliveryAddressInput = z.input<typeof deliveryAddressInputSchema>

export const deliveryAddressSchema = z.object({
  id: z.string(),
  name: z.string(),
  street: z.string(),
  postalCode: z.string(),
  city: z.string(),
  country: z.string(),
  isDefault: z.boolean(),
})
export type DeliveryAddress = z.infer<typeof deliveryAddressSchema>
export const addressesResponseSchema = z.object({
  /** From the ERP's customer record: read-only in the shop. */
  billing: deliveryAddressSchema.omit({ id: true, isDefault: true }),
  delivery: z.array(deliveryAddressSchema),
})
export type AddressesResponse = z.infer<typeof addressesResponseSchema>
export const addressIdParamsSchema = z.object({ id: z.string().min(1).max(64) })

/** Currencies: the binding one is the customer's (ERP); the alternative is for reading only. */
export const currencyRateSchema = z.object({ code: z.string(), rate: z.number(), date: z.string() })
export const currenciesResponseSchema = z.object({
  currency: z.string(),
  alternativeCurrency: z.string().nullable(),
  /** 1 unit of `currency` in each other currency, with the date the rate applies from. */
  rates: z.array(currencyRateSchema),
})
export type CurrenciesResponse = z.infer<typeof currenciesResponseSchema>
export const alternativeCurrencyBodySchema = z.object({ alternativeCurrency: z.string().length(3).nullable() })

/** Availability check: up to 200 article or OE numbers with quantities. */
export const availabilityBodySchema = z.object({
  lines: z
    .array(z.object({ term: z.string().trim().min(1).max(80), qty: z.number().int() }))
    .min(1)
    .max(AVAILABILITY_LINES_MAX),
  languageID: languageSchema,
})
const warehouseStockSchema = z.object({ warehouseId: z.string(), name: z.string(), quantity: z.number().int() })
const checkedPartSchema = z.object({
  sku: z.string(),
  vendorId: z.string(),
  name: z.string(),
  slug: z.string(),
  stock: z.number().int(),
  warehouses: z.array(warehouseStockSchema),
  status: z.enum(AVAILABILITY_STATUSES),
  /** Working days until what ships now arrives; for a backorder, until the whole quantity does (an estimate). */
  deliveryDays: z.number().int(),
  /**
   * The asked quantity split as the cart and checkout split it (A order now, B order later): `shipsNow`
   * pieces from stock, `later` pieces backordered, expected in about `laterDeliveryDays` working days (no
   * restock date is known per part). Optional so answers kept from before issue 30 still parse.
   */
  shipsNow: z.number().int().optional(),
  later: z.number().int().optional(),
  laterDeliveryDays: z.number().int().optional(),
  price: priceSchema.nullable(),
})
export type CheckedPart = z.infer<typeof checkedPartSchema>
export const availabilityLineSchema = z.discriminatedUnion('ok', [
  z.object({
    ok: z.literal(true),
    term: z.string(),
    qty: z.number().int(),
    part: checkedPartSchema,
    /** The part that replaces a discontinued one (the catalogue's replacedBy), checked the same way. */
    replacement: checkedPartSchema.nullable(),
    discontinued: z.boolean(),
  }),
  z.object({
    ok: z.literal(false),
    term: z.string(),
    qty: z.number().int(),
    error: z.enum(['NOT_FOUND', 'AMBIGUOUS', 'BAD_QUANTITY']),
  }),
])
export type AvailabilityLine = z.infer<typeof availabilityLineSchema>
export const availabilityResponseSchema = z.object({ lines: z.array(availabilityLineSchema) })

/** Notice list. */
export const noticeAddBodySchema = z.object({
  sku: cartPayloadLineSchema.shape.sku,
  qty: qtySchema.default(1),
  note: z.string().trim().max(NOTICE_NOTE_MAX).default(''),
})
export const noticeUpdateBodySchema = z.object({ qty: qtySchema, note: z.string().trim().max(NOTICE_NOTE_MAX) })
export const noticeToCartBodySchema = z.object({ ids: z.array(z.string().min(1).max(64)).min(1).max(500) })
export const noticeEntrySchema = z.object({
  id: z.string(),
  sku: z.string(),
  vendorId: z.string(),
  name: z.string(),
  slug: z.string(),
  qty: z.number().int(),
  note: z.string(),
  addedAt: z.string(),
  stock: z.number().int(),
  price: priceSchema.nullable(),
  /** Out of stock when added, in stock now. */
  backInStock: z.boolean(),
  /** The price when added, when it differs from today's (only with showPrice). */
  priceChangedFrom: priceSchema.nullable(),
  /** False when the part left the catalogue: shown as no longer available, never moved to the cart. */
  available: z.boolean(),
})
export type NoticeEntry = z.infer<typeof noticeEntrySchema>
export const noticeListResponseSchema = z.object({ entries: z.array(noticeEntrySchema) })
export const noticeToCartResponseSchema = z.object({
  code: z.literal('MOVED'),
  moved: z.number().int(),
  itemCount: z.number().int(),
  /** Parts ('{vendorId}-{sku}') no longer in the catalogue: not moved, left on the list. */
  unavailable: z.array(z.string()),
})

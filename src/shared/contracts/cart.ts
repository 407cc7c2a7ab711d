import { z } from 'zod'
import { ADDRESS_MAX_LENGTH, AVAILABILITY_STATUSES, CART_QTY_MAX, CART_QTY_MIN } from './cart-constants'
import { countryCodeSchema, languageSchema } from './content'
import { cardCheckSchema, onlinePaymentSchema, paymentCreatedSchema } from './payment'

export { CART_ERROR_CODES, CART_QTY_MAX, CART_QTY_MIN } from './cart-constants'

const qtySchema = z.number().int().min(CART_QTY_MIN).max(CART_QTY_MAX)
const localeFields = { languageID: languageSchema, countryID: countryCodeSchema }

/** SPEC.md §3 "Cart payload line": sku as '{vendorId}-{sku}'. */
export const cartPayloadLineSchema = z.object({
  sku: z
    .string()
    .trim()
    .min(3)
    .max(80)
    .regex(/^[^-]+-.+$/, "'{vendorId}-{sku}'"),
  qty: qtySchema.default(1),
})
export const addToCartBodySchema = z.object({
  items: z.array(cartPayloadLineSchema).min(1).max(500),
  token: z.string().optional(),
})
export type AddToCartBody = z.input<typeof addToCartBodySchema>

export const priceSchema = z.object({ value: z.number(), currency: z.object({ code: z.string().length(3) }) })

export const availabilitySchema = z.object({
  /** Units the warehouse holds; null when the customer may not see it or it is unknown. */
  stock: z.number().int().nullable(),
  /** inStock: all of qty ships now; partial: some now, the rest backordered; backorder: none now. */
  status: z.enum(AVAILABILITY_STATUSES),
})

export const quoteItemSchema = z.object({
  item_id: z.number().int(),
  sku: z.string(),
  vendorId: z.string(),
  name: z.string(),
  slug: z.string(),
  qty: z.number().int(),
  positionNumber: z.number().int(),
  /** False when the part left the catalogue: the line stays, without price, outside the subtotal, and blocks the order. */
  available: z.boolean(),
  /** Unit price, only when the customer may see prices. */
  price: priceSchema.nullable(),
  lineTotal: priceSchema.nullable(),
  /** Core deposit (Altteilpfand) per unit of an exchange unit: never discounted, net; null without one or without showPrice. */
  deposit: priceSchema.nullable(),
  /** qty × deposit, its own line under the part's line; null exactly when `deposit` is. */
  depositTotal: priceSchema.nullable(),
  availability: availabilitySchema,
  /** Of qty, what waits for stock: placed, it goes to the second (backorder) order. Same split as the order. */
  backorderedQty: z.number().int(),
})
export type QuoteItem = z.infer<typeof quoteItemSchema>

export const quoteSchema = z.object({
  cartID: z.number().int(),
  items: z.array(quoteItemSchema),
  itemCount: z.number().int(),
  /** The goods, net, without deposits. */
  subtotal: priceSchema.nullable(),
  /** The lines' deposits, net, beside the goods; null without showPrice or when no line carries a deposit. */
  depositTotal: priceSchema.nullable(),
  /** Fingerprint of lines, quantities, prices and deposits; placing an order with an older one answers 409 CART_CHANGED. */
  basHash: z.string(),
})
export type Quote = z.infer<typeof quoteSchema>

export const getQuoteBodySchema = z.object({ ...localeFields, token: z.string().optional() })
export const deleteItemsBodySchema = z.object({
  item_ids: z.array(z.number().int().positive()).min(1).max(500),
  ...localeFields,
  token: z.string().optional(),
})
export const updateItemBodySchema = z.object({
  item_id: z.number().int().positive(),
  sku: z.string().min(1).max(80),
  qty: qtySchema,
  ...localeFields,
  token: z.string().optional(),
})
export const cartCodeResponseSchema = z.object({ code: z.string(), cartID: z.number().int(), itemCount: z.number().int() })
export type CartCodeResponse = z.infer<typeof cartCodeResponseSchema>

/** Refill the cart from a saved cart ('quote') or an earlier order. */
export const refillBodySchema = z.object({
  source: z.enum(['quote', 'order']),
  id: z.string().min(1).max(40),
  languageID: languageSchema,
  token: z.string().optional(),
})
export const refillResponseSchema = z.object({
  data: z.object({ code: z.string() }),
  /** Lines that could not go back into the cart (part gone, or already in the cart). */
  missing: z.array(z.object({ sku: z.string(), reason: z.enum(['NOT_FOUND', 'ALREADY_IN_CART']) })),
  items: z.array(z.object({ sku: z.string(), vendorId: z.string(), qty: z.number().int() })),
})
export type RefillResponse = z.infer<typeof refillResponseSchema>

/** An address as the buyer types it (ad-hoc shipping address). */
export const addressInputSchema = z.object({
  name: z.string().trim().min(1).max(ADDRESS_MAX_LENGTH.name),
  street: z.string().trim().min(1).max(ADDRESS_MAX_LENGTH.street),
  postalCode: z.string().trim().min(1).max(ADDRESS_MAX_LENGTH.postalCode),
  city: z.string().trim().min(1).max(ADDRESS_MAX_LENGTH.city),
  country: countryCodeSchema,
})
/** An address in answers: no transforms, so the response serializer can encode it. */
export const addressSchema = addressInputSchema.extend({ country: z.string() })
export type Address = z.infer<typeof addressSchema>
export const addressBookSchema = z.object({
  billing: addressSchema,
  shipping: z.array(addressSchema.extend({ id: z.string() })),
  /** The saved default delivery address (one of `shipping`), which step 2 preselects; null without one. */
  defaultShippingId: z.string().nullable(),
})
export type AddressBook = z.infer<typeof addressBookSchema>

export const transportOptionSchema = z.object({
  id: z.string(),
  price: priceSchema,
  /** Delivery promise; the SPA shows a translated name for the id. */
  days: z.string(),
})
export const paymentMethodSchema = z.object({
  id: z.string(),
  kind: z.enum(['invoice', 'prepayment', 'provider']),
  enabled: z.boolean(),
  /** Card: PAYONE's hosted-field settings (script and the creditcardcheck request, no secret in them). */
  cardFields: z.object({ scriptUrl: z.string(), request: z.record(z.string(), z.string()) }).optional(),
})
export const checkoutOptionsSchema = z.object({
  addresses: addressBookSchema,
  /** Freight priced for the shipping address's country (the search country when none is given). */
  transport: z.array(transportOptionSchema),
  payment: z.array(paymentMethodSchema),
  /** What the step offers before the buyer chooses: the last order's choice if still offered, else the first one. */
  defaults: z.object({ transportId: z.string().nullable(), paymentId: z.string().nullable() }),
  /** Prices are net; the selling entity's VAT rate in percent is added on the invoice. */
  vatRate: z.number(),
})
export type CheckoutOptions = z.infer<typeof checkoutOptionsSchema>
export const checkoutOptionsQuerySchema = z.object({ ...localeFields, shippingCountry: countryCodeSchema.optional() })

export const placeOrderBodySchema = z.object({
  ...localeFields,
  basHash: z.string().min(1).max(128),
  shipping: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('billing') }),
    z.object({ kind: z.literal('saved'), id: z.string().max(40) }),
    z.object({ kind: z.literal('adhoc'), address: addressInputSchema }),
  ]),
  transportId: z.string().min(1).max(40),
  paymentId: z.string().min(1).max(40),
  customerOrderReference: z.string().trim().max(35).default(''),
  acceptPolicy: z.literal(true, { message: 'the policy must be accepted' }),
  /** Card only (issue 33): PAYONE's hosted-field answer and the holder's names. */
  card: cardCheckSchema.optional(),
})
export type PlaceOrderBody = z.input<typeof placeOrderBodySchema>

export const orderLineSchema = z.object({
  positionNumber: z.number().int(),
  sku: z.string(),
  vendorId: z.string(),
  name: z.string(),
  qty: z.number().int(),
  unitPrice: z.number(),
  lineTotal: z.number(),
  /** Core deposit per unit at the time of the order, net, in the order's currency; 0 for a part without one. */
  depositUnit: z.number(),
  /** qty × depositUnit (not in lineTotal). */
  depositTotal: z.number(),
})
export const orderSchema = z.object({
  orderNumber: z.string(),
  /** The order this one was split from or into (first ↔ second). */
  linkedOrderNumber: z.string().nullable(),
  part: z.enum(['first', 'second']),
  placedAt: z.string(),
  status: z.enum(['received', 'backordered']),
  customerOrderReference: z.string(),
  billingAddress: addressSchema,
  shippingAddress: addressSchema,
  transport: z.object({ id: z.string(), price: z.number() }),
  /** `online`: the captured payment of an order paid by card or PayPal (issue 33); the ERP file and webhook carry it. */
  payment: z.object({ id: z.string(), online: onlinePaymentSchema.optional() }),
  currency: z.string(),
  lines: z.array(orderLineSchema),
  /** All net: total = goods + deposits + transport (VAT is added on the invoice). */
  totals: z.object({ goods: z.number(), deposits: z.number(), transport: z.number(), total: z.number() }),
})
export type Order = z.infer<typeof orderSchema>

/** SPEC.md §3 orderNumbers: first always, second only when part of the order is backordered. */
export const placedOrderResponseSchema = z.object({
  orderNumbers: z.object({ first: z.string(), second: z.string().nullable() }),
  orders: z.array(orderSchema),
})
/** Placed at once (on account, prepayment), or a pending payment to start (card, PayPal; issue 33). */
export const placeOrderResponseSchema = z.union([placedOrderResponseSchema, paymentCreatedSchema])
export type PlacedOrderResponse = z.infer<typeof placedOrderResponseSchema>
export type PlaceOrderResponse = z.infer<typeof placeOrderResponseSchema>

export const savedCartSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  createdAt: z.string(),
  /** `available` is false for a part that left the catalogue; restoring skips it and names it in `missing`. */
  items: z.array(z.object({ sku: z.string(), vendorId: z.string(), qty: z.number().int(), available: z.boolean() })),
})
export type SavedCart = z.infer<typeof savedCartSchema>
export const savedCartsResponseSchema = z.object({ carts: z.array(savedCartSchema) })
export const saveCartBodySchema = z.object({ name: z.string().trim().min(1).max(80) })
export const savedCartIdBodySchema = z.object({ id: z.number().int().positive() })

/** Quick order: lines as typed, resolved one by one. */
export const quickOrderResolveBodySchema = z.object({
  ...localeFields,
  lines: z
    .array(z.object({ term: z.string().trim().min(1).max(60), qty: z.number().int() }))
    .min(1)
    .max(500),
})
export const quickOrderResolvedLineSchema = z.discriminatedUnion('ok', [
  z.object({
    ok: z.literal(true),
    term: z.string(),
    qty: z.number().int(),
    sku: z.string(),
    vendorId: z.string(),
    name: z.string(),
    price: priceSchema.nullable(),
  }),
  z.object({
    ok: z.literal(false),
    term: z.string(),
    qty: z.number().int(),
    error: z.enum(['NOT_FOUND', 'AMBIGUOUS', 'BAD_QUANTITY']),
  }),
])
export type QuickOrderResolvedLine = z.infer<typeof quickOrderResolvedLineSchema>
export const quickOrderResolveResponseSchema = z.object({ lines: z.array(quickOrderResolvedLineSchema) })
export const quickOrderAddBodySchema = z.object({ items: z.array(cartPayloadLineSchema).min(1).max(500) })
export const quickOrderAddResponseSchema = z.object({
  code: z.string(),
  added: z.number().int(),
  merged: z.number().int(),
  itemCount: z.number().int(),
})

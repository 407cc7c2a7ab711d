import { z } from 'zod'
import { CART_QTY_MAX } from './cart-constants'
import { API_SCOPES, APPOINTMENT_KINDS, APPOINTMENT_NOTE_MAX } from './services-constants'

// Shared favourites (/infocenter/sharedFavourites)
export const favouriteSchema = z.object({
  vendorId: z.string(),
  sku: z.string(),
  name: z.string(),
  slug: z.string(),
  qty: z.number().int(),
  /** Only for a caller allowed to see prices. */
  price: z.object({ value: z.number(), currency: z.string() }).nullable(),
  /** False when the part left the catalogue. */
  available: z.boolean(),
})
export type Favourite = z.infer<typeof favouriteSchema>
export const favouritesResponseSchema = z.object({
  items: z.array(favouriteSchema),
  share: z.object({ token: z.string(), createdAt: z.string() }).nullable(),
})
export type FavouritesResponse = z.infer<typeof favouritesResponseSchema>
export const sharedFavouritesResponseSchema = z.object({ owner: z.string(), items: z.array(favouriteSchema) })
export type SharedFavouritesResponse = z.infer<typeof sharedFavouritesResponseSchema>
export const addFavouriteBodySchema = z.object({
  term: z.string().trim().min(1).max(40),
  qty: z.number().int().min(1).max(CART_QTY_MAX),
})
export const favouriteRefSchema = z.object({ vendorId: z.string().min(1).max(20), sku: z.string().min(1).max(40) })
/** 32 random bytes, base64url. */
export const shareTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/)

// Return, warranty and core cases (/infocenter/forms): returns.ts

// Appointments (/infocenter/appointment)
export const appointmentSchema = z.object({
  id: z.number().int(),
  kind: z.enum(APPOINTMENT_KINDS),
  startsAt: z.string(),
  endsAt: z.string(),
  orderNumber: z.string().nullable(),
  note: z.string(),
  /** False once the cut-off has passed. */
  changeable: z.boolean(),
})
export type Appointment = z.infer<typeof appointmentSchema>
export const branchSchema = z.object({ name: z.string(), street: z.string(), city: z.string(), phone: z.string() })
export const appointmentsResponseSchema = z.object({
  branch: branchSchema,
  cutoffHours: z.number(),
  appointments: z.array(appointmentSchema),
})
export type AppointmentsResponse = z.infer<typeof appointmentsResponseSchema>
export const slotsQuerySchema = z.object({ kind: z.enum(APPOINTMENT_KINDS), exclude: z.coerce.number().int().optional() })
export const slotSchema = z.object({ startsAt: z.string(), free: z.number().int() })
export const slotsResponseSchema = z.object({ slots: z.array(slotSchema) })
export type Slot = z.infer<typeof slotSchema>
const isoInstant = z.string().datetime()
export const bookAppointmentBodySchema = z.object({
  kind: z.enum(APPOINTMENT_KINDS),
  startsAt: isoInstant,
  orderNumber: z.string().trim().min(1).max(40).nullable(),
  note: z.string().trim().max(APPOINTMENT_NOTE_MAX),
})
export const changeAppointmentBodySchema = z.object({
  startsAt: isoInstant,
  note: z.string().trim().max(APPOINTMENT_NOTE_MAX),
})
export const appointmentIdParamsSchema = z.object({ id: z.coerce.number().int().min(1) })

// Partner interface (/infocenter/partnerinterface)
export const apiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  prefix: z.string(),
  scopes: z.array(z.enum(API_SCOPES)),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
})
export type ApiKey = z.infer<typeof apiKeySchema>
export const apiKeysResponseSchema = z.object({ keys: z.array(apiKeySchema) })
export const createApiKeyBodySchema = z.object({
  name: z.string().trim().min(1).max(60),
  scopes: z.array(z.enum(API_SCOPES)).min(1).max(API_SCOPES.length),
})
/** `secret` is the whole key, shown once: a replay of the same Idempotency-Key answers null. */
export const createdApiKeySchema = z.object({ key: apiKeySchema, secret: z.string().nullable() })
export type CreatedApiKey = z.infer<typeof createdApiKeySchema>
export const apiKeyIdParamsSchema = z.object({ id: z.string().uuid() })

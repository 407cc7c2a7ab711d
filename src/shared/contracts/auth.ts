import { z } from 'zod'
import { featuresSchema } from './account'
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './auth-constants'
import { languageSchema } from './content'

/** The SPA imports only types from here (constants from auth-constants.ts), so zod stays out of its bundle. */

export const loginBodySchema = z.object({
  username: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
})
export type LoginBody = z.infer<typeof loginBodySchema>

/** SPEC.md §3 "Login response". */
export const loginResponseSchema = z.object({
  accessToken: z.string(),
  /** Seconds until the session ends. */
  expiresIn: z.number().int().positive(),
  userInfo: z.object({
    given_name: z.string(),
    family_name: z.string(),
    billingAddress: z.object({ country: z.string() }),
    /** SPEC.md §6: the country searches use, the billing one or (blocked-country rule) the configured default. */
    searchCountry: z.string(),
    /** SPEC.md §3 User contactId: the person logged in (tracking's contact number). */
    contactId: z.string(),
    customerId: z.string(),
    entityID: z.string(),
    features: featuresSchema,
  }),
})
export type LoginResponse = z.infer<typeof loginResponseSchema>

export const kihLoginResponseSchema = z.object({ accessToken: z.string(), expiresIn: z.number().int().positive() })
export type KihLoginResponse = z.infer<typeof kihLoginResponseSchema>

export const passwordResetRequestSchema = z.object({
  email: z.string().trim().email().max(254),
  /** The language of the page the request came from; the mail and its link use it. */
  language: languageSchema.optional(),
})
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>

/** Reset tokens are 32 random bytes, base64url. */
export const resetTokenParamsSchema = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'not a reset token') })

export const resetTokenStatusSchema = z.object({ valid: z.literal(true), expiresAt: z.string() })
export type ResetTokenStatus = z.infer<typeof resetTokenStatusSchema>

export const newPasswordBodySchema = z.object({
  password: z.string().min(PASSWORD_MIN_LENGTH).max(PASSWORD_MAX_LENGTH),
})
export type NewPasswordBody = z.infer<typeof newPasswordBodySchema>

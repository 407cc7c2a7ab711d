import { z } from 'zod'
import { languageSchema } from './content'

/**
 * SPEC.md §3 "Meta" and the §9 defaults the SPA needs at start (issue 15): GET /api/meta.
 * The SPA imports only the type; the built-in defaults it shows before the answer are in meta-constants.ts.
 */
export const metaResponseSchema = z.object({
  shopID: z.string(),
  /** '' when the shop is not a partner portal. */
  partnerID: z.string(),
  isPartnerPortal: z.boolean(),
  /** The language of the unprefixed paths. */
  defaultLanguage: languageSchema,
  /** The country of a first visit, until the visitor picks one. */
  defaultCountry: z.string().regex(/^[A-Z]{2}$/),
  vinSearchHistoryLength: z.number().int().min(1).max(50),
})
export type MetaResponse = z.infer<typeof metaResponseSchema>

/** A Lingui message id (the explicit ids of SPEC.md and the generated hashes alike). */
const messageIdSchema = z
  .string()
  .min(1)
  .max(200)
  .regex(/^[\w.\-:/+=]+$/, 'a message id: letters, digits, . - _ : / + =')

/** Public: the partner's wording over the main catalog, one language (GET /api/wording-overrides). */
export const wordingOverridesQuerySchema = z.object({ languageID: languageSchema })
export const wordingOverridesResponseSchema = z.object({ messages: z.record(z.string(), z.string()) })
export type WordingOverridesResponse = z.infer<typeof wordingOverridesResponseSchema>

/** Admin area: the list for one language and a change (text '' deletes the override). */
export const adminWordingOverridesResponseSchema = z.object({
  overrides: z.array(z.object({ id: z.string(), text: z.string() })),
})
export type AdminWordingOverridesResponse = z.infer<typeof adminWordingOverridesResponseSchema>

export const putWordingOverrideBodySchema = z.object({
  languageID: languageSchema,
  id: messageIdSchema,
  text: z.string().max(2000),
})
export type PutWordingOverrideBody = z.infer<typeof putWordingOverrideBodySchema>

import { z } from 'zod'
import { CONTINENTS } from './continents'
import { LANGUAGES } from './languages'

export const languageSchema = z.enum(LANGUAGES)
export const countryCodeSchema = z
  .string()
  .regex(/^[A-Za-z]{2}$/, 'a two-letter ISO country code')
  .transform((code) => code.toUpperCase())

export const contentDataSchema = z.object({
  // The field name is SPEC.md's, misspelling included: clients depend on it.
  productDivisons: z.array(z.object({ name: z.string(), slug: z.string(), image: z.string() })),
  categories: z.array(z.object({ name: z.string(), id: z.string(), image: z.string() })),
})
export type ContentData = z.infer<typeof contentDataSchema>

export const linkSchema = z.object({ type: z.string(), url: z.string() })

export const countryResponseSchema = z.object({
  countryID: z.string(),
  countryName: z.string(),
  entity: z.object({
    entityCode: z.string(),
    companyName: z.string(),
    street: z.string(),
    city: z.string(),
    phone: z.string(),
    email: z.string(),
    vatId: z.string(),
    helpDesk: z.string().nullable(),
  }),
  contactForm: z.string().nullable(),
  links: z.array(linkSchema),
  social: z.array(z.object({ type: z.string(), linkTranslation: z.string() })),
})
export type CountryResponse = z.infer<typeof countryResponseSchema>

export const countriesResponseSchema = z.object({
  continents: z.array(
    z.object({
      code: z.enum(CONTINENTS),
      countries: z.array(z.object({ countryID: z.string(), countryName: z.string(), disabled: z.boolean() })),
    }),
  ),
})
export type CountriesResponse = z.infer<typeof countriesResponseSchema>

export const errorLogBodySchema = z.object({
  logLevel: z.enum(['debug', 'info', 'warn', 'error']),
  message: z.string().min(1).max(4000),
  userId: z.string().max(64).nullable().optional(),
})
export type ErrorLogBody = z.infer<typeof errorLogBodySchema>

/**
 * Every API error answers this body: a stable machine code and a human message; `details` only where
 * a client can put the error next to what it concerns (e.g. a case line's index and its numbers).
 */
export const errorBodySchema = z.object({
  statusCode: z.number(),
  code: z.string(),
  message: z.string(),
  details: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
})
export type ErrorBody = z.infer<typeof errorBodySchema>

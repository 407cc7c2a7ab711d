import { z } from 'zod'
import { featuresSchema } from './account'
import { VIN_SEARCH_VALUES } from './account-constants'
import { ERROR_LOG_LEVELS, GLOBAL_ALERT_TYPES, JOB_STATES } from './admin-constants'
import { countryCodeSchema, languageSchema } from './content'
import { depositSettingsSchema } from './deposits'
import { LANGUAGES } from './languages'
import { leitwegIdOrNoneSchema } from './leitweg-id'
import { ALL_METHOD_IDS } from './payment-constants'

/** The admin area's API (issue 15). The SPA imports only types from here. */

const page = z.coerce.number().int().min(1).max(10_000).default(1)
export const adminPageSchema = z.object({ total: z.number().int(), page: z.number().int(), pageSize: z.number().int() })

export const customerSearchQuerySchema = z.object({ q: z.string().trim().max(100).default(''), page })
export const customerSummarySchema = z.object({
  customerId: z.string(),
  companyName: z.string(),
  billingCountry: z.string(),
  priceGroup: z.string(),
  currency: z.string(),
  contacts: z.number().int(),
})
export const customerListSchema = adminPageSchema.extend({ items: z.array(customerSummarySchema) })
export type CustomerList = z.infer<typeof customerListSchema>

export const adminContactSchema = z.object({
  contactId: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  language: z.string(),
  role: z.enum(['customer', 'admin']),
  locked: z.boolean(),
})
export type AdminContact = z.infer<typeof adminContactSchema>

export const customerDetailSchema = customerSummarySchema.omit({ contacts: true }).extend({
  entityID: z.string(),
  features: featuresSchema,
  /** The Leitweg-ID: with one, the customer's e-invoices are XRechnung 3.0 (docs/documents.md). */
  buyerReference: z.string().nullable(),
  /** The payment methods this customer may use; null: every method the shop offers. */
  paymentMethods: z.array(z.enum(ALL_METHOD_IDS)).nullable(),
  contacts: z.array(adminContactSchema),
})
export type CustomerDetail = z.infer<typeof customerDetailSchema>

export const customerParamsSchema = z.object({ customerId: z.string().min(1).max(40) })
export const contactParamsSchema = z.object({ contactId: z.string().min(1).max(40) })

/** Only what is sent changes; vinSearch is '' (none) or one of SPEC.md §4's permission values. */
export const customerUpdateSchema = z
  .object({
    features: featuresSchema
      .omit({ vinSearch: true })
      .partial()
      .extend({ vinSearch: z.enum(['', ...VIN_SEARCH_VALUES]).optional() })
      .strict()
      .optional(),
    priceGroup: z.string().trim().min(1).max(20).optional(),
    currency: z
      .string()
      .regex(/^[A-Z]{3}$/, 'a three-letter ISO currency code')
      .optional(),
    buyerReference: leitwegIdOrNoneSchema.optional().describe("A Leitweg-ID; '' or null: none (e-invoices as before)"),
    paymentMethods: z
      .array(z.enum(ALL_METHOD_IDS))
      .min(1, 'a customer keeps at least one payment method')
      .refine((ids) => new Set(ids).size === ids.length, 'each payment method once')
      .nullable()
      .optional()
      .describe('The methods this customer may use; null: every method the shop offers'),
  })
  .strict()
export type CustomerUpdate = z.infer<typeof customerUpdateSchema>

export const contactLockSchema = z.object({ locked: z.boolean() })

export const alertTextsSchema = z
  .partialRecord(languageSchema, z.string().trim().max(500))
  .refine((texts) => Object.values(texts).some((text) => text && text.length > 0), 'at least one language needs a text')
export const globalAlertBodySchema = z.object({
  type: z.enum(GLOBAL_ALERT_TYPES),
  texts: alertTextsSchema,
  startsAt: z.iso.datetime({ offset: true }),
  endsAt: z.iso.datetime({ offset: true }),
})
export type GlobalAlertBody = z.infer<typeof globalAlertBodySchema>
export const globalAlertParamsSchema = z.object({ alertId: z.uuid() })
export const adminGlobalAlertSchema = z.object({
  id: z.string(),
  type: z.enum(GLOBAL_ALERT_TYPES),
  texts: z.partialRecord(languageSchema, z.string()),
  startsAt: z.string(),
  endsAt: z.string(),
})
export type AdminGlobalAlert = z.infer<typeof adminGlobalAlertSchema>
export const adminGlobalAlertListSchema = z.object({ alerts: z.array(adminGlobalAlertSchema) })

/** The public answer: active alerts in the asked language; endTime in ms since the epoch (SPEC.md §3 Alert). */
export const globalAlertsQuerySchema = z.object({ languageID: languageSchema })
export const globalAlertsResponseSchema = z.object({
  alerts: z.array(z.object({ id: z.string(), type: z.enum(GLOBAL_ALERT_TYPES), message: z.string(), endTime: z.number() })),
})
export type GlobalAlertsResponse = z.infer<typeof globalAlertsResponseSchema>

export const adminSettingsSchema = z.object({
  countryBlacklist: z.array(z.string().regex(/^[A-Z]{2}$/)).max(300),
  defaultCountry: z.string().regex(/^[A-Z]{2}$/),
  defaultLanguage: z.enum(LANGUAGES),
  /** The open cores account and its reminder (issue 31). */
  deposits: depositSettingsSchema,
})
export type AdminSettings = z.infer<typeof adminSettingsSchema>
/** DEFAULT_LANGUAGE is read-only here: it decides which language has no path prefix, fixed at process start. */
export const adminSettingsBodySchema = z.object({
  countryBlacklist: z.array(countryCodeSchema).max(300),
  defaultCountry: countryCodeSchema,
  /** Left out: the stored value stays (a client from before issue 31 sends none). */
  deposits: depositSettingsSchema.optional(),
})
export type AdminSettingsBody = z.infer<typeof adminSettingsBodySchema>

export const errorLogQuerySchema = z.object({
  level: z.enum(ERROR_LOG_LEVELS).optional(),
  q: z.string().trim().max(200).default(''),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  page,
})
export const errorLogListSchema = adminPageSchema.extend({
  items: z.array(
    z.object({
      id: z.number().int(),
      createdAt: z.string(),
      level: z.string(),
      message: z.string(),
      userId: z.string().nullable(),
      userAgent: z.string().nullable(),
    }),
  ),
})
export type ErrorLogList = z.infer<typeof errorLogListSchema>

export const jobQuerySchema = z.object({ state: z.enum(JOB_STATES).optional(), page })
export const adminJobSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  state: z.enum(JOB_STATES),
  attempts: z.number().int(),
  runAfter: z.string(),
  createdAt: z.string(),
  lastError: z.string().nullable(),
})
export type AdminJob = z.infer<typeof adminJobSchema>
export const jobListSchema = adminPageSchema.extend({
  items: z.array(adminJobSchema),
  counts: z.object({ pending: z.number().int(), failed: z.number().int(), done: z.number().int() }),
})
export type JobList = z.infer<typeof jobListSchema>
export const jobParamsSchema = z.object({ jobId: z.coerce.number().int().positive() })

export const auditQuerySchema = z.object({ target: z.string().trim().max(100).default(''), page })
export const auditListSchema = adminPageSchema.extend({
  items: z.array(
    z.object({
      id: z.number().int(),
      createdAt: z.string(),
      adminEmail: z.string(),
      action: z.string(),
      target: z.string(),
      before: z.unknown(),
      after: z.unknown(),
    }),
  ),
})
export type AuditList = z.infer<typeof auditListSchema>

/** The partner wording overrides (routes by the partner-portal work of issue 15; this is their contract). */
export type WordingOverrides = { overrides: Array<{ id: string; text: string }> }

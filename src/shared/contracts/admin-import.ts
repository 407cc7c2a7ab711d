import { z } from 'zod'
import { adminPageSchema } from './admin'
import { IMPORT_MODES, IMPORT_STATUSES } from './admin-import-constants'

/** The catalogue import in the admin area (issue 28). The SPA imports only types from here. */

/** POST /api/admin/imports: the file is the raw body (application/octet-stream); its name and mode ride in the query. */
export const importUploadQuerySchema = z.object({
  file: z.string().trim().min(1).max(200),
  mode: z.enum(IMPORT_MODES).optional(),
})
export const importAcceptedSchema = z.object({ runId: z.string() })
export type ImportAccepted = z.infer<typeof importAcceptedSchema>

export const importListQuerySchema = z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) })
export const importRunParamsSchema = z.object({ runId: z.string().min(1).max(64) })

export const importRunSchema = z.object({
  id: z.string(),
  startedBy: z.string().nullable(),
  startedAt: z.string(),
  finishedAt: z.string().nullable(),
  source: z.string(),
  format: z.string(),
  files: z.array(z.string()),
  mode: z.enum(IMPORT_MODES),
  status: z.enum(IMPORT_STATUSES),
  /** Applied records per kind (part, price, stock …). */
  counts: z.record(z.string(), z.number()),
  refused: z.number().int(),
  /** Whole seconds from start to end (to now while running). */
  seconds: z.number().int(),
  message: z.string().nullable(),
})
export type ImportRun = z.infer<typeof importRunSchema>
export const importRunListSchema = adminPageSchema.extend({ items: z.array(importRunSchema) })
export type ImportRunList = z.infer<typeof importRunListSchema>

export const importRefusalSchema = z.object({
  file: z.string(),
  at: z.string(),
  field: z.string(),
  code: z.string(),
  reason: z.string(),
})
export type ImportRefusal = z.infer<typeof importRefusalSchema>

/** One run with its progress (phase, records processed of total) and its first refused rows. */
export const importRunDetailSchema = importRunSchema.extend({
  phase: z.string(),
  processed: z.number().int(),
  total: z.number().int().nullable(),
  refusals: z.array(importRefusalSchema),
})
export type ImportRunDetail = z.infer<typeof importRunDetailSchema>

import { z } from 'zod'
import { CORE_CONDITIONS, FORM_KINDS, FORM_STATUSES, RETURN_REASONS, WARRANTY_REASONS } from './services-constants'

/** The admin area's return, warranty and core cases (issue 31, /kihadmin/service-cases). The SPA imports only types. */

const page = z.coerce.number().int().min(1).max(10_000).default(1)
const money = z.object({ value: z.number(), currency: z.string().length(3) })

export const adminCaseQuerySchema = z.object({
  status: z.enum(FORM_STATUSES).optional(),
  kind: z.enum(FORM_KINDS).optional(),
  /** A case number (R-000042), customer number or name, or an article number. */
  q: z.string().trim().max(100).default(''),
  page,
})
export const adminCaseParamsSchema = z.object({ id: z.coerce.number().int().min(1) })

export const adminCaseSummarySchema = z.object({
  id: z.number().int(),
  number: z.string(),
  kind: z.enum(FORM_KINDS),
  status: z.enum(FORM_STATUSES),
  customerId: z.string(),
  companyName: z.string(),
  createdAt: z.string(),
  updatedAt: z.string().nullable(),
  lineCount: z.number().int(),
  pieces: z.number().int(),
  creditNoteId: z.string().nullable(),
})
export type AdminCaseSummary = z.infer<typeof adminCaseSummarySchema>
export const adminCaseListSchema = z.object({
  items: z.array(adminCaseSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
})
export type AdminCaseList = z.infer<typeof adminCaseListSchema>

export const adminCaseLineSchema = z.object({
  lineNo: z.number().int(),
  documentId: z.string(),
  orderNumber: z.string(),
  vendorId: z.string(),
  sku: z.string(),
  partName: z.string(),
  qty: z.number().int(),
  reason: z.enum([...RETURN_REASONS, ...WARRANTY_REASONS]).nullable(),
  condition: z.enum(CORE_CONDITIONS).nullable(),
  remark: z.string(),
  photoCount: z.number().int(),
  /** For GET /api/admin/service-cases/:id/photos/:photoId. */
  photoIds: z.array(z.number().int()),
  unitCredit: money,
})
export const adminCaseEventSchema = z.object({
  status: z.enum(FORM_STATUSES),
  at: z.string(),
  /** 'customer', 'admin:<e-mail>' or 'erp'. */
  actor: z.string(),
  note: z.string(),
})
export const adminCaseDetailSchema = adminCaseSummarySchema.extend({
  remarks: z.string(),
  statusNote: z.string(),
  contactName: z.string(),
  contactEmail: z.string(),
  lines: z.array(adminCaseLineSchema),
  timeline: z.array(adminCaseEventSchema),
  /** The steps the case may take now (NEXT_FORM_STATUSES), for the buttons. */
  nextSteps: z.array(z.enum(FORM_STATUSES)),
})
export type AdminCaseDetail = z.infer<typeof adminCaseDetailSchema>

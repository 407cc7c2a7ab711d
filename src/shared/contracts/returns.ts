import { z } from 'zod'
import { CART_QTY_MAX } from './cart-constants'
import { languageSchema } from './content'
import {
  CORE_CONDITIONS,
  DESCRIPTION_MAX,
  ERP_FORM_STATUSES,
  FORM_KINDS,
  FORM_LINES_MAX,
  FORM_STATUSES,
  PHOTOS_PER_LINE_MAX,
  RETURN_REASONS,
  WARRANTY_REASONS,
} from './services-constants'

/**
 * Return, warranty and core cases (issue 31, /infocenter/forms): one case is one box going back,
 * with lines taken from delivery-note or invoice lines, photos, and a timeline of steps.
 */
const money = z.object({ value: z.number(), currency: z.string().length(3) })
const reasonSchema = z.enum([...RETURN_REASONS, ...WARRANTY_REASONS])
/** A photo resized on the device, as a data URL (JSON, so the offline queue replays it like any change). */
export const photoDataUrlSchema = z.string().regex(/^data:image\/(jpeg|webp|png);base64,[A-Za-z0-9+/=]+$/)

export const caseLineBodySchema = z.object({
  documentId: z.string().trim().min(1).max(20),
  position: z.number().int().min(1),
  qty: z.number().int().min(1).max(CART_QTY_MAX),
  /** Returns and warranty claims. */
  reason: reasonSchema.nullable(),
  /** Cores. */
  condition: z.enum(CORE_CONDITIONS).nullable(),
  remark: z.string().trim().max(DESCRIPTION_MAX),
  photos: z.array(photoDataUrlSchema).max(PHOTOS_PER_LINE_MAX),
})
export type CaseLineBody = z.infer<typeof caseLineBodySchema>
export const caseBodySchema = z.object({
  kind: z.enum(FORM_KINDS),
  lines: z.array(caseLineBodySchema).min(1).max(FORM_LINES_MAX),
  remarks: z.string().trim().max(DESCRIPTION_MAX),
  languageID: languageSchema,
})
export type CaseBody = z.infer<typeof caseBodySchema>

export const caseLineSchema = z.object({
  lineNo: z.number().int(),
  documentId: z.string(),
  documentPosition: z.number().int(),
  orderNumber: z.string(),
  vendorId: z.string(),
  sku: z.string(),
  partName: z.string(),
  qty: z.number().int(),
  reason: reasonSchema.nullable(),
  condition: z.enum(CORE_CONDITIONS).nullable(),
  remark: z.string(),
  photoCount: z.number().int(),
  /** For GET /api/forms/:id/photos/:photoId, in the order they were sent. */
  photoIds: z.array(z.number().int()),
  /** Per piece; null when the caller may not see prices. */
  unitCredit: money.nullable(),
})
export const caseStepSchema = z.object({
  status: z.enum(FORM_STATUSES),
  at: z.string(),
  /** Who took the step: the customer, the shop's staff, or the ERP. */
  by: z.enum(['customer', 'shop', 'erp']),
  note: z.string(),
})
export const serviceCaseSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  kind: z.enum(FORM_KINDS),
  status: z.enum(FORM_STATUSES),
  remarks: z.string(),
  createdAt: z.string(),
  lines: z.array(caseLineSchema),
  timeline: z.array(caseStepSchema),
  /** The credit note of a credited case. */
  creditNoteId: z.string().nullable(),
})
export type ServiceCase = z.infer<typeof serviceCaseSchema>
export const casesResponseSchema = z.object({ cases: z.array(serviceCaseSchema) })
export type CasesResponse = z.infer<typeof casesResponseSchema>
/** `q`: a case number (R-000042, also without hyphen or zeros), or a document, order or part number of its lines. */
export const casesQuerySchema = z.object({ q: z.string().trim().max(40).optional() })

/** The lines of one delivery note or invoice, with what may still go back (GET /api/forms/returnable). */
export const returnableQuerySchema = z.object({ documentId: z.string().trim().min(1).max(20) })
export const returnableLineSchema = z.object({
  position: z.number().int(),
  orderNumber: z.string(),
  vendorId: z.string(),
  sku: z.string(),
  name: z.string(),
  qty: z.number().int(),
  /** Delivered and not named by a live case yet. */
  returnable: z.number().int(),
  /** Deposit per piece of an exchange unit; null when none (or prices hidden: see isExchangeUnit). */
  deposit: money.nullable(),
  isExchangeUnit: z.boolean(),
})
export const returnableResponseSchema = z.object({
  documentId: z.string(),
  documentType: z.enum(['invoice', 'deliverynote']),
  issuedOn: z.string(),
  lines: z.array(returnableLineSchema),
})
export type ReturnableResponse = z.infer<typeof returnableResponseSchema>

/** Moving a case on (admin area; the ERP uses its batch door). */
export const caseStepBodySchema = z.object({ status: z.enum(ERP_FORM_STATUSES), note: z.string().trim().max(500) })

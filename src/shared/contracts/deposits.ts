import { z } from 'zod'

/** The open cores account (issue 31, /infocenter/deposits): exchange units bought and not yet returned. */
const money = z.object({ value: z.number(), currency: z.string().length(3) })
export const CORE_STATES = ['open', 'atRisk', 'overdue', 'inReturn'] as const
export const openCoreSchema = z.object({
  orderNumber: z.string(),
  /** The delivery note the unit came with ('' when the ERP sent none). */
  deliveryNoteId: z.string(),
  /** The line on that note, to start a core return from. */
  deliveryNotePosition: z.number().int().nullable(),
  deliveredOn: z.string(),
  vendorId: z.string(),
  sku: z.string(),
  partName: z.string(),
  /** Pieces still open (delivered minus credited), and of them the ones already in a live core case. */
  qty: z.number().int(),
  inReturnQty: z.number().int(),
  depositUnit: money.nullable(),
  depositTotal: money.nullable(),
  dueOn: z.string(),
  /** Negative once overdue. */
  daysLeft: z.number().int(),
  state: z.enum(CORE_STATES),
})
export type OpenCore = z.infer<typeof openCoreSchema>
export const openCoresResponseSchema = z.object({
  dueDays: z.number().int(),
  reminderDays: z.number().int(),
  /** Null when the caller may not see prices. */
  totals: z.object({ open: money, atRisk: money }).nullable(),
  counts: z.object({ open: z.number().int(), atRisk: z.number().int() }),
  items: z.array(openCoreSchema),
})
export type OpenCoresResponse = z.infer<typeof openCoresResponseSchema>

/** Shop-wide settings of the deposit feature (admin area). */
export const depositSettingsSchema = z.object({
  enabled: z.boolean(),
  dueDays: z.number().int().min(1).max(365),
  reminderDays: z.number().int().min(0).max(60),
})
export type DepositSettings = z.infer<typeof depositSettingsSchema>
export const DEPOSIT_SETTINGS_DEFAULTS: DepositSettings = { enabled: true, dueDays: 30, reminderDays: 7 }

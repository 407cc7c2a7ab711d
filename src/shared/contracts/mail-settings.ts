import { z } from 'zod'

/** GET and POST /api/account/mail-settings: the logged-in contact's choice, always all of them. */
export const mailSettingsSchema = z
  .object({
    orderConfirmed: z.boolean(),
    orderShipped: z.boolean(),
    invoiceAvailable: z.boolean(),
    backorderChanged: z.boolean(),
    coreDue: z.boolean(),
    caseStatus: z.boolean(),
  })
  .strict()

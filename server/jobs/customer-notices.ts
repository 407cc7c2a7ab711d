import type { FormStatus } from '../../src/shared/contracts/services-constants'
import type { Db } from '../db/connect'
import { createJobRepository } from '../db/repositories/job-repository'

export const CUSTOMER_NOTICE_JOB_KIND = 'customer-notice-mail'

/** Something the ERP changed that a customer's contacts may want a mail about (their mail settings decide). */
export type CustomerNotice =
  | { kind: 'order-confirmed'; customerId: string; orderNumber: string }
  | { kind: 'order-shipped'; customerId: string; shipmentId: string }
  | { kind: 'invoice-available'; customerId: string; documentId: string }
  | { kind: 'backorder-changed'; customerId: string; orderNumber: string; sku: string; expectedDate: string | null }
  | { kind: 'case-status'; customerId: string; formId: number; status: FormStatus }
  /** Cores due back soon whose reminder the scan claimed (server/deposits/core-reminder-scan.ts). */
  | { kind: 'core-due'; customerId: string; cores: Array<{ orderNumber: string; skuNorm: string; dueOn: string }> }

/**
 * Queues the mail job in the caller's transaction (the one that wrote the change), so the mail goes
 * exactly when the change committed and survives a restart; the mail worker picks the contacts
 * who chose this kind and writes in each one's language.
 */
export async function queueCustomerNotice(trx: Db, notice: CustomerNotice) {
  await createJobRepository(trx).enqueue(CUSTOMER_NOTICE_JOB_KIND, notice)
}

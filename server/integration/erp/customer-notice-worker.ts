import { z } from 'zod'
import type { DepositSettings } from '../../../src/shared/contracts/deposits'
import { isLanguage } from '../../../src/shared/contracts/languages'
import type { MailSettingKey } from '../../../src/shared/contracts/mail-settings-constants'
import { FORM_STATUSES } from '../../../src/shared/contracts/services-constants'
import type { Db } from '../../db/connect'
import { createJobRepository } from '../../db/repositories/job-repository'
import { createMailSettingsRepository } from '../../db/repositories/mail-settings-repository'
import { CUSTOMER_NOTICE_JOB_KIND, type CustomerNotice } from '../../jobs/customer-notices'
import { createJobRunner, type JobLog, type JobRunner } from '../../jobs/job-runner'
import { customerNoticeMail } from '../../mail/customer-notice-mail'
import type { MailTransport } from '../../mail/mail-transport'
import { readNoticeFacts } from './customer-notice-facts'

const noticeSchema: z.ZodType<CustomerNotice> = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('order-confirmed'), customerId: z.string(), orderNumber: z.string() }),
  z.object({ kind: z.literal('order-shipped'), customerId: z.string(), shipmentId: z.string() }),
  z.object({ kind: z.literal('invoice-available'), customerId: z.string(), documentId: z.string() }),
  z.object({
    kind: z.literal('backorder-changed'),
    customerId: z.string(),
    orderNumber: z.string(),
    sku: z.string(),
    expectedDate: z.string().nullable(),
  }),
  z.object({ kind: z.literal('case-status'), customerId: z.string(), formId: z.number(), status: z.enum(FORM_STATUSES) }),
  z.object({
    kind: z.literal('core-due'),
    customerId: z.string(),
    cores: z.array(z.object({ orderNumber: z.string(), skuNorm: z.string(), dueOn: z.string() })),
  }),
])
/** The notice as the ERP change queued it, or one contact's mail of it (what the first fans out into). */
const payloadSchema = z.union([z.object({ notice: noticeSchema, contactId: z.string() }), noticeSchema])

const SETTING_OF: Record<CustomerNotice['kind'], MailSettingKey> = {
  'order-confirmed': 'orderConfirmed',
  'order-shipped': 'orderShipped',
  'invoice-available': 'invoiceAvailable',
  'backorder-changed': 'backorderChanged',
  'case-status': 'caseStatus',
  'core-due': 'coreDue',
}

/**
 * Mails the ERP's changes (issue 29), case steps and core reminders (issue 31) to the contacts who chose them. A notice job fans out into one
 * job per contact in one transaction, so a mailbox that refuses is retried alone and the others get
 * their mail once. Each contact's job reads the rows and the contact again when it sends: a contact
 * disabled or a mail switched off in between gets nothing, and a row gone since ends the job quietly.
 */
export function createCustomerNoticeWorker(
  db: Db,
  mail: Pick<MailTransport, 'send'>,
  log: JobLog,
  publicUrl: string,
  defaultLanguage: string,
  depositSettings: () => Promise<DepositSettings>,
): JobRunner {
  const settings = createMailSettingsRepository(db)

  async function fanOut(notice: CustomerNotice) {
    const recipients = await settings.recipients(notice.customerId, SETTING_OF[notice.kind])
    if (recipients.length === 0 || !(await readNoticeFacts(db, notice, depositSettings))) return
    await db.transaction().execute(async (trx) => {
      const jobs = createJobRepository(trx)
      for (const { contactId } of recipients) await jobs.enqueue(CUSTOMER_NOTICE_JOB_KIND, { notice, contactId })
    })
  }

  async function sendOne(notice: CustomerNotice, contactId: string) {
    const [contact] = await settings.recipients(notice.customerId, SETTING_OF[notice.kind], contactId)
    if (!contact) return
    const facts = await readNoticeFacts(db, notice, depositSettings)
    if (!facts) return
    const language = isLanguage(contact.language) ? contact.language : isLanguage(defaultLanguage) ? defaultLanguage : 'de'
    await mail.send(customerNoticeMail({ to: contact.email, name: contact.firstName, language, publicUrl, facts }))
  }

  async function handle(payload: unknown) {
    const job = payloadSchema.parse(payload)
    if ('contactId' in job) await sendOne(job.notice, job.contactId)
    else await fanOut(job)
  }

  return createJobRunner(db, log, { kind: CUSTOMER_NOTICE_JOB_KIND, label: 'customer notice mail', handle })
}

import { z } from 'zod'
import type { DepositSettings } from '../../src/shared/contracts/deposits'
import { isLanguage } from '../../src/shared/contracts/languages'
import type { Db } from '../db/connect'
import { createJobRepository } from '../db/repositories/job-repository'
import { createMailSettingsRepository } from '../db/repositories/mail-settings-repository'
import { createOpenCoreRepository, reminderKey } from '../db/repositories/open-core-repository'
import { createJobRunner, type JobLog, type JobRunner } from '../jobs/job-runner'
import { coreReminderMail, type ReminderCore } from '../mail/core-reminder-mail'
import type { MailTransport } from '../mail/mail-transport'
import { CORE_REMINDER_JOB_KIND } from './core-reminder-scan'
import { openCoresOf, todayUtc } from './open-cores'

const coresSchema = z.array(z.object({ orderNumber: z.string(), skuNorm: z.string(), dueOn: z.string() }))
const payloadSchema = z.object({ customerId: z.string(), cores: coresSchema, contactId: z.string().optional() })

type Options = { publicUrl: string; defaultLanguage: string; settings: () => Promise<DepositSettings> }

/**
 * Mails the claimed reminders (issue 31) like the ERP's notices: the customer's job fans out into one
 * job per contact who wants core reminders (contact_mail_settings.core_due, on by default), so a
 * mailbox that refuses is retried alone. Each contact's job reads the cores again when it sends: a
 * core credited or put in a case since is left out, and with none left no mail goes.
 */
export function createCoreReminderWorker(db: Db, mail: Pick<MailTransport, 'send'>, log: JobLog, options: Options): JobRunner {
  const settings = createMailSettingsRepository(db)
  const cores = createOpenCoreRepository(db)

  async function stillDue(customerId: string, claimed: z.infer<typeof coresSchema>): Promise<ReminderCore[]> {
    const wanted = new Set(claimed.map((core) => reminderKey(core.orderNumber, core.skuNorm, core.dueOn)))
    const customer = await db
      .selectFrom('customers')
      .select('feature_show_price')
      .where('customer_id', '=', customerId)
      .executeTakeFirst()
    const open = openCoresOf(await cores.rowsOf(customerId), await options.settings(), todayUtc())
    return open
      .filter((core) => wanted.has(reminderKey(core.orderNumber, core.skuNorm, core.dueOn)) && core.qty > core.inReturnQty)
      .map((core) => {
        const qty = core.qty - core.inReturnQty
        return {
          orderNumber: core.orderNumber,
          deliveryNoteId: core.deliveryNoteId,
          sku: core.sku,
          partName: core.partName,
          qty,
          dueOn: core.dueOn,
          deposit: customer?.feature_show_price
            ? { value: Math.round(core.depositUnitValue * qty * 100) / 100, currency: core.currency }
            : null,
        }
      })
  }

  async function handle(payload: unknown) {
    const job = payloadSchema.parse(payload)
    if (job.contactId === undefined) {
      const recipients = await settings.recipients(job.customerId, 'coreDue')
      if (recipients.length === 0) return
      await db.transaction().execute(async (trx) => {
        const jobs = createJobRepository(trx)
        for (const { contactId } of recipients) await jobs.enqueue(CORE_REMINDER_JOB_KIND, { ...job, contactId })
      })
      return
    }
    const [contact] = await settings.recipients(job.customerId, 'coreDue', job.contactId)
    if (!contact) return
    const due = await stillDue(job.customerId, job.cores)
    if (due.length === 0) return
    const language = isLanguage(contact.language)
      ? contact.language
      : isLanguage(options.defaultLanguage)
        ? options.defaultLanguage
        : 'de'
    await mail.send(
      coreReminderMail({ to: contact.email, name: contact.firstName, language, publicUrl: options.publicUrl, cores: due }),
    )
  }

  return createJobRunner(db, log, { kind: CORE_REMINDER_JOB_KIND, label: 'core reminder mail', handle })
}

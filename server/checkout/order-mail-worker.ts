import { isLanguage } from '../../src/shared/contracts/languages'
import { vatRateOf } from '../catalog/erp-history/vat'
import type { Db } from '../db/connect'
import { createJobRepository, type Job } from '../db/repositories/job-repository'
import { createOrderRepository } from '../db/repositories/order-repository'
import type { MailTransport } from '../mail/mail-transport'
import { orderConfirmationMail } from '../mail/order-confirmation-mail'

export const ORDER_MAIL_JOB_KIND = 'order-confirmation-mail'
const MAX_ATTEMPTS = 10

type Log = { warn: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void }
export type OrderMailWorker = { kick(): void; drain(): Promise<void> }

/**
 * Sends the order confirmation from a job written in the order's own transaction: the mail leaves only
 * after the order committed (a rolled-back order leaves no job), and a replayed Idempotency-Key never
 * runs the handler again, so it enqueues nothing. A failed send is retried with a growing pause.
 */
export function createOrderMailWorker(db: Db, mail: Pick<MailTransport, 'send'>, log: Log): OrderMailWorker {
  const jobs = createJobRepository(db)
  let running: Promise<void> = Promise.resolve()

  async function send(payload: unknown) {
    const { orderNumbers, contactId } = payload as { orderNumbers?: unknown; contactId?: unknown }
    if (!Array.isArray(orderNumbers) || typeof contactId !== 'string') throw new Error('order mail job without orders or contact')
    const contact = await db
      .selectFrom('contacts')
      .innerJoin('customers', 'customers.customer_id', 'contacts.customer_id')
      .select(['contacts.email', 'contacts.first_name', 'contacts.customer_id', 'customers.entity_id'])
      .where('contacts.contact_id', '=', contactId)
      .executeTakeFirst()
    if (!contact) throw new Error(`order mail: no contact ${contactId}`)
    const orders = await createOrderRepository(db).list(contact.customer_id, orderNumbers.map(String))
    const language = await db
      .selectFrom('orders')
      .select('language')
      .where('order_number', '=', String(orderNumbers[0]))
      .executeTakeFirst()
    const lang = isLanguage(language?.language) ? language.language : 'de'
    await mail.send(
      orderConfirmationMail({
        to: contact.email,
        name: contact.first_name,
        language: lang,
        vatRate: vatRateOf(contact.entity_id),
        orders,
      }),
    )
  }

  async function runJob(job: Job) {
    try {
      await send(job.payload)
      await jobs.markDone(job.id)
    } catch (error) {
      const attempts = job.attempts + 1
      await jobs.markFailed(job.id, attempts, String(error), MAX_ATTEMPTS)
      if (attempts >= MAX_ATTEMPTS) log.error({ err: error, jobId: job.id }, 'order confirmation mail failed for good')
      else log.warn({ err: error, jobId: job.id, attempts }, 'order confirmation mail failed, will retry')
    }
  }

  async function runDue() {
    for (let batch = await jobs.due(ORDER_MAIL_JOB_KIND); batch.length > 0; batch = await jobs.due(ORDER_MAIL_JOB_KIND)) {
      for (const job of batch) await runJob(job)
    }
  }

  const enqueueRun = () => {
    running = running.then(runDue).catch((error) => log.warn({ err: error }, 'order mail run failed'))
    return running
  }
  return {
    kick: () => void enqueueRun(),
    drain: enqueueRun,
  }
}

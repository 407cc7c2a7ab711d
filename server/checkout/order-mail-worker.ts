import { isLanguage } from '../../src/shared/contracts/languages'
import type { Db } from '../db/connect'
import { createOrderRepository } from '../db/repositories/order-repository'
import { createJobRunner, type JobLog, type JobRunner } from '../jobs/job-runner'
import type { MailTransport } from '../mail/mail-transport'
import { orderConfirmationMail } from '../mail/order-confirmation-mail'
import { vatRateOf } from '../shop/vat'

export const ORDER_MAIL_JOB_KIND = 'order-confirmation-mail'
export type OrderMailWorker = JobRunner

/**
 * Sends the order confirmation from a job written in the order's own transaction: the mail leaves only
 * after the order committed (a rolled-back order leaves no job), and a replayed Idempotency-Key never
 * runs the handler again, so it enqueues nothing. The job names the orders, the buyer and the order's
 * language. A failed send is retried (server/jobs/job-runner.ts).
 */
export function createOrderMailWorker(db: Db, mail: Pick<MailTransport, 'send'>, log: JobLog): OrderMailWorker {
  async function send(payload: unknown) {
    const { orderNumbers, contactId, language } = payload as { orderNumbers?: unknown; contactId?: unknown; language?: unknown }
    if (!Array.isArray(orderNumbers) || typeof contactId !== 'string') throw new Error('order mail job without orders or contact')
    const contact = await db
      .selectFrom('contacts')
      .innerJoin('customers', 'customers.customer_id', 'contacts.customer_id')
      .select(['contacts.email', 'contacts.first_name', 'contacts.customer_id', 'customers.entity_id'])
      .where('contacts.contact_id', '=', contactId)
      .executeTakeFirst()
    if (!contact) throw new Error(`order mail: no contact ${contactId}`)
    const orders = await createOrderRepository(db).list(contact.customer_id, orderNumbers.map(String))
    const lang = isLanguage(language) ? language : 'de'
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

  return createJobRunner(db, log, { kind: ORDER_MAIL_JOB_KIND, label: 'order confirmation mail', handle: send })
}

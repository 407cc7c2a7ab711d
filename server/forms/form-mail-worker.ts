import { isLanguage } from '../../src/shared/contracts/languages'
import type { Db } from '../db/connect'
import { toServiceForm } from '../db/repositories/service-form-repository'
import { createJobRunner, type JobLog, type JobRunner } from '../jobs/job-runner'
import type { MailTransport } from '../mail/mail-transport'
import { FORM_TEXTS } from './form-texts'

export const FORM_MAIL_JOB_KIND = 'service-form-mail'

/**
 * The confirmation of a submitted return request or warranty claim, sent like the order confirmation:
 * from a job written in the form's own transaction, so only a stored form is confirmed, once.
 */
export function createFormMailWorker(db: Db, mail: Pick<MailTransport, 'send'>, log: JobLog): JobRunner {
  async function send(payload: unknown) {
    const { formId } = payload as { formId?: unknown }
    if (typeof formId !== 'number') throw new Error('form mail job without a form')
    const row = await db.selectFrom('service_forms').selectAll().where('id', '=', formId).executeTakeFirst()
    if (!row) throw new Error(`form mail: no form ${formId}`)
    const contact = await db
      .selectFrom('contacts')
      .select(['email', 'first_name'])
      .where('contact_id', '=', row.contact_id)
      .executeTakeFirst()
    if (!contact) throw new Error(`form mail: no contact ${row.contact_id}`)
    const form = toServiceForm(row)
    const t = FORM_TEXTS[isLanguage(row.language) ? row.language : 'de']
    const title = t.title[form.kind]
    const text = [
      t.mail.greeting(contact.first_name),
      '',
      t.mail.intro,
      '',
      `${title} ${form.number}`,
      `${t.labels.order}: ${form.orderNumber}, ${t.labels.line} ${form.position}`,
      `${t.labels.part}: ${form.qty} × ${form.sku} ${form.partName}`,
      `${t.labels.reasonLabel}: ${t.reason[form.reason]}`,
      ...(form.description ? [`${t.labels.description}: ${form.description}`] : []),
      '',
      t.mail.next,
      '',
      t.mail.closing,
      'Achslast Parts',
    ].join('\n')
    await mail.send({ to: contact.email, subject: t.mail.subject(title, form.number), text })
  }
  return createJobRunner(db, log, { kind: FORM_MAIL_JOB_KIND, label: 'form confirmation mail', handle: send })
}

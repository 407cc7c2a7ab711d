import { isLanguage } from '../../src/shared/contracts/languages'
import type { Db } from '../db/connect'
import { findCase } from '../db/repositories/service-case-read'
import { createJobRunner, type JobLog, type JobRunner } from '../jobs/job-runner'
import { FORM_TEXTS } from '../mail/form-texts'
import type { MailTransport } from '../mail/mail-transport'
import { lineWhy } from './case-codes'
import { SLIP_TEXTS } from './return-slip-texts'

export const FORM_MAIL_JOB_KIND = 'service-form-mail'

/**
 * The confirmation of a submitted return, warranty or core case, sent like the order confirmation:
 * from a job written in the case's own transaction, so only a stored case is confirmed, once.
 */
export function createFormMailWorker(db: Db, mail: Pick<MailTransport, 'send'>, log: JobLog): JobRunner {
  async function send(payload: unknown) {
    const { formId } = payload as { formId?: unknown }
    if (typeof formId !== 'number') throw new Error('form mail job without a form')
    const record = await findCase(db, null, formId)
    if (!record) throw new Error(`form mail: no form ${formId}`)
    const contact = await db
      .selectFrom('contacts')
      .select(['email', 'first_name'])
      .where('contact_id', '=', record.contactId)
      .executeTakeFirst()
    if (!contact) throw new Error(`form mail: no contact ${record.contactId}`)
    const language = isLanguage(record.language) ? record.language : 'de'
    const t = FORM_TEXTS[language]
    const s = SLIP_TEXTS[language]
    const { case: serviceCase } = record
    const title = t.title[serviceCase.kind]
    const lines = serviceCase.lines.flatMap((line) => [
      `${line.qty} × ${line.sku} ${line.partName} (${s.document} ${line.documentId || line.orderNumber}, ${t.labels.order} ${line.orderNumber})`,
      `  ${lineWhy(line, t.reason, s.condition)}${line.remark ? `: ${line.remark}` : ''}`,
    ])
    const text = [
      t.mail.greeting(contact.first_name),
      '',
      t.mail.intro,
      '',
      `${title} ${serviceCase.number}`,
      ...lines,
      ...(serviceCase.remarks ? ['', `${s.remarks}: ${serviceCase.remarks}`] : []),
      '',
      t.mail.next,
      '',
      t.mail.closing,
      'Achslast Parts',
    ].join('\n')
    await mail.send({ to: contact.email, subject: t.mail.subject(title, serviceCase.number), text })
  }
  return createJobRunner(db, log, { kind: FORM_MAIL_JOB_KIND, label: 'form confirmation mail', handle: send })
}

import { isLanguage } from '../../../src/shared/contracts/languages'
import { localizePath } from '../../../src/shared/contracts/routes'
import { newResetToken } from '../../auth/reset-token'
import type { Db } from '../../db/connect'
import { createPasswordResetRepository } from '../../db/repositories/password-reset-repository'
import { createJobRunner, type JobLog, type JobRunner } from '../../jobs/job-runner'
import { contactInvitationMail } from '../../mail/contact-invitation-mail'
import type { MailTransport } from '../../mail/mail-transport'
import { CONTACT_INVITATION_JOB_KIND } from './upsert-contacts'

/** A week: an invited person may be on the road; a reset link (one hour) is asked for by someone waiting. */
export const INVITATION_TTL_SECONDS = 7 * 24 * 60 * 60

type Options = { db: Db; mail: Pick<MailTransport, 'send'>; log: JobLog; publicUrl: string; defaultLanguage: string }

/**
 * Mails a new contact the link to set a password: a password-reset token (password_resets, stored
 * hashed, single use) that lives a week, so the reset page and its rules do the rest. The token is
 * made here, after commit, so no clear token ever sits in the jobs table. A contact that was locked or
 * set a password meanwhile gets no mail.
 */
export function createContactInvitationWorker({ db, mail, log, publicUrl, defaultLanguage }: Options): JobRunner {
  async function send(payload: unknown) {
    const { contactId } = payload as { contactId?: unknown }
    if (typeof contactId !== 'string') throw new Error('invitation job without a contact')
    const contact = await db
      .selectFrom('contacts')
      .innerJoin('customers', 'customers.customer_id', 'contacts.customer_id')
      .select(['contacts.email', 'contacts.first_name', 'contacts.last_name', 'contacts.language', 'contacts.disabled'])
      .select(['contacts.password_hash', 'customers.company_name'])
      .where('contacts.contact_id', '=', contactId)
      .executeTakeFirst()
    if (!contact || contact.disabled === 1 || contact.password_hash !== '') return
    const { token, hash } = newResetToken()
    const issuedAt = Math.floor(Date.now() / 1000)
    await createPasswordResetRepository(db).create({
      tokenHash: hash,
      contactId,
      createdAt: issuedAt,
      expiresAt: issuedAt + INVITATION_TTL_SECONDS,
    })
    const language = isLanguage(contact.language) ? contact.language : isLanguage(defaultLanguage) ? defaultLanguage : 'de'
    await mail.send(
      contactInvitationMail({
        to: contact.email,
        name: contact.first_name || contact.last_name,
        company: contact.company_name,
        language,
        link: `${publicUrl}${localizePath(`/password-reset/${token}`, language)}`,
      }),
    )
  }

  return createJobRunner(db, log, { kind: CONTACT_INVITATION_JOB_KIND, label: 'contact invitation mail', handle: send })
}

import type { FastifyInstance } from 'fastify'
import { isLanguage, type Language } from '../../src/shared/contracts/languages'
import { localizePath } from '../../src/shared/contracts/routes'
import { passwordResetMail } from '../mail/password-reset-mail'
import { newResetToken, RESET_TOKEN_TTL_SECONDS } from './reset-token'

/**
 * Mails a single-use reset link to an enabled contact (the customer's request, or an administrator
 * sending it from the admin area). Returns false for an unknown or locked contact.
 */
export async function sendResetMail(app: FastifyInstance, email: string, requested: Language | undefined): Promise<boolean> {
  const contact = await app.repos.contacts.byEmail(email)
  if (contact?.disabled !== 0) return false
  const { token, hash } = newResetToken()
  const issuedAt = Math.floor(Date.now() / 1000)
  await app.repos.passwordResets.create({
    tokenHash: hash,
    contactId: contact.contact_id,
    createdAt: issuedAt,
    expiresAt: issuedAt + RESET_TOKEN_TTL_SECONDS,
  })
  const language = requested ?? (isLanguage(contact.language) ? contact.language : app.config.defaultLanguage)
  const link = `${app.config.publicUrl}${localizePath(`/password-reset/${token}`, language)}`
  await app.mail.send(passwordResetMail({ to: contact.email, name: contact.first_name, language, link }))
  return true
}

import type { ErpContact } from '../../../src/shared/contracts/erp-accounts'
import type { Db } from '../../db/connect'
import { createJobRepository } from '../../db/repositories/job-repository'
import { endSessions } from './end-sessions'
import { answerOf, outcomeOf } from './erp-answer'

export const CONTACT_INVITATION_JOB_KIND = 'contact-invitation-mail'

/**
 * Creates or updates contacts by the ERP's id, in the caller's transaction. A contact belongs to a
 * customer the shop has (send customers first) and logs in with an address no other contact uses.
 * A new, enabled contact has no password yet: an invitation job is queued in this transaction, so the
 * mail leaves once, after commit (contact-invitation-worker.ts). Locking a contact ends its sessions.
 */
export async function upsertContacts(trx: Db, items: ErpContact[]) {
  const outcome = answerOf()
  const [customers, byEmail, existing] = await Promise.all([
    trx
      .selectFrom('customers')
      .select('customer_id')
      .where('customer_id', 'in', unique(items.map((item) => item.customer_id)))
      .execute(),
    trx
      .selectFrom('contacts')
      .select(['email', 'contact_id'])
      .where('email', 'in', unique(items.map((item) => item.email)))
      .execute(),
    trx
      .selectFrom('contacts')
      .select(['contact_id', 'customer_id', 'email', 'first_name', 'last_name', 'language', 'role', 'disabled'])
      .where('contact_id', 'in', unique(items.map((item) => item.contact_id)))
      .execute(),
  ])
  const customerIds = new Set(customers.map((row) => row.customer_id))
  const ownerOfEmail = new Map(byEmail.map((row) => [row.email, row.contact_id]))
  const stored = new Map<string, Record<string, unknown>>(existing.map((row) => [row.contact_id, row]))
  const jobs = createJobRepository(trx)

  for (const [index, item] of items.entries()) {
    const owner = ownerOfEmail.get(item.email)
    if (!customerIds.has(item.customer_id)) {
      outcome.refuse(index, 'customer_id', 'unknown-customer', `no customer ${item.customer_id}: send the customer first`)
      continue
    }
    if (owner !== undefined && owner !== item.contact_id) {
      outcome.refuse(index, 'email', 'email-taken', `contact ${owner} already logs in with ${item.email}`)
      continue
    }
    const columns = {
      customer_id: item.customer_id,
      email: item.email,
      first_name: item.first_name,
      last_name: item.last_name,
      language: item.language,
      role: item.role,
      disabled: item.disabled ? 1 : 0,
    }
    const before = stored.get(item.contact_id)
    const applied = outcomeOf(before, columns)
    if (!before) {
      // No password until the contact sets one through the invitation; an empty hash never verifies.
      await trx
        .insertInto('contacts')
        .values({ contact_id: item.contact_id, password_hash: '', ...columns })
        .execute()
      if (!item.disabled) await jobs.enqueue(CONTACT_INVITATION_JOB_KIND, { contactId: item.contact_id })
    } else if (applied === 'updated') {
      await trx.updateTable('contacts').set(columns).where('contact_id', '=', item.contact_id).execute()
      if (item.disabled && before.disabled !== 1) await endSessions(trx, { contactId: item.contact_id })
    }
    for (const [email, contactId] of ownerOfEmail) if (contactId === item.contact_id) ownerOfEmail.delete(email)
    ownerOfEmail.set(item.email, item.contact_id)
    stored.set(item.contact_id, columns)
    outcome.applied(applied)
  }
  return outcome.answer
}

const unique = (values: string[]) => [...new Set(values)]

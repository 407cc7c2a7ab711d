import { sql } from 'kysely'
import type { Db } from '../../db/connect'

/**
 * Ends every session of the given contacts for good: each token carries the generation it was issued
 * with (server/auth/resolve-session.ts). Requests are refused at once anyway while a contact is locked
 * or its customer blocked; the raised generation keeps old tokens dead after the lock is lifted.
 */
export async function endSessions(trx: Db, where: { contactId: string } | { customerId: string }) {
  await trx
    .updateTable('contacts')
    .set({ session_generation: sql`session_generation + 1` })
    .$call((qb) =>
      'contactId' in where ? qb.where('contact_id', '=', where.contactId) : qb.where('customer_id', '=', where.customerId),
    )
    .execute()
}

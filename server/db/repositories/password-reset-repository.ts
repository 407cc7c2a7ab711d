import { sql } from 'kysely'
import type { Db } from '../connect'

/** Password-reset tokens, stored only as SHA-256 hashes; each one is usable once. */
export function createPasswordResetRepository(db: Db) {
  return {
    async create(entry: { tokenHash: string; contactId: string; createdAt: number; expiresAt: number }) {
      await db
        .insertInto('password_resets')
        .values({
          token_hash: entry.tokenHash,
          contact_id: entry.contactId,
          created_at: entry.createdAt,
          expires_at: entry.expiresAt,
          used_at: null,
        })
        .execute()
    },

    async byHash(tokenHash: string) {
      return db.selectFrom('password_resets').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst()
    },

    /**
     * Uses the token and sets the new password in one transaction: the new hash, every session of
     * the contact ended (generation + 1), every other open reset token of the contact spent.
     * Returns false when the token was already used or has expired meanwhile.
     */
    async consume(tokenHash: string, passwordHash: string, now: number): Promise<{ email: string } | null> {
      return db.transaction().execute(async (trx) => {
        const used = await trx
          .updateTable('password_resets')
          .set({ used_at: now })
          .where('token_hash', '=', tokenHash)
          .where('used_at', 'is', null)
          .where('expires_at', '>', now)
          .returning('contact_id')
          .executeTakeFirst()
        if (!used) return null
        const contact = await trx
          .updateTable('contacts')
          .set({ password_hash: passwordHash, session_generation: sql`session_generation + 1` })
          .where('contact_id', '=', used.contact_id)
          .returning('email')
          .executeTakeFirstOrThrow()
        await trx
          .updateTable('password_resets')
          .set({ used_at: now })
          .where('contact_id', '=', used.contact_id)
          .where('used_at', 'is', null)
          .execute()
        return { email: contact.email }
      })
    },
  }
}

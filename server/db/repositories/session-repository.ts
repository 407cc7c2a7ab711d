import type { Db } from '../connect'

/** Sessions ended before their expiry: a denylist by token id, pruned once the tokens would have expired anyway. */
export function createSessionRepository(db: Db) {
  return {
    async revoke(jti: string, expiresAt: number, now = Math.floor(Date.now() / 1000)) {
      await db.deleteFrom('revoked_sessions').where('expires_at', '<', now).execute()
      await db
        .insertInto('revoked_sessions')
        .values({ jti, expires_at: expiresAt })
        .onConflict((oc) => oc.column('jti').doNothing())
        .execute()
    },

    async isRevoked(jti: string) {
      const row = await db.selectFrom('revoked_sessions').select('jti').where('jti', '=', jti).executeTakeFirst()
      return row !== undefined
    },
  }
}

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

    /** When the session was last used; undefined before its first recorded use. */
    async lastSeen(jti: string): Promise<number | undefined> {
      const row = await db.selectFrom('session_activity').select('last_seen').where('jti', '=', jti).executeTakeFirst()
      return row?.last_seen
    },

    /** Also forgets sessions past their absolute expiry, as revoke does for the denylist. */
    async touch(jti: string, now: number, expiresAt: number) {
      await db.deleteFrom('session_activity').where('expires_at', '<', now).execute()
      await db
        .insertInto('session_activity')
        .values({ jti, last_seen: now, expires_at: expiresAt })
        .onConflict((oc) => oc.column('jti').doUpdateSet({ last_seen: now }))
        .execute()
    },

    async isRevoked(jti: string) {
      const row = await db.selectFrom('revoked_sessions').select('jti').where('jti', '=', jti).executeTakeFirst()
      return row !== undefined
    },
  }
}

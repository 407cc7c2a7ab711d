import type { Selectable } from 'kysely'
import type { ApiKey } from '../../../src/shared/contracts/services'
import { API_SCOPES, type ApiScope } from '../../../src/shared/contracts/services-constants'
import type { Db } from '../connect'
import type { InfocenterTables } from '../schema-infocenter'

type Row = Selectable<InfocenterTables['api_keys']>

const scopesOf = (text: string): ApiScope[] => API_SCOPES.filter((scope) => text.split(',').includes(scope))

function toApiKey(row: Row): ApiKey {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scopes: scopesOf(row.scopes),
    createdAt: row.created_at,
    lastUsedAt: row.last_used_at,
    revokedAt: row.revoked_at,
  }
}

/** The partner interface's API keys: only their sha256 is stored (docs/decisions/007-api-keys.md). */
export function createApiKeyRepository(db: Db) {
  return {
    async list(customerId: string): Promise<ApiKey[]> {
      const rows = await db
        .selectFrom('api_keys')
        .selectAll()
        .where('customer_id', '=', customerId)
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .execute()
      return rows.map(toApiKey)
    },

    async create(key: Omit<Row, 'last_used_at' | 'revoked_at' | 'created_at'>): Promise<ApiKey> {
      const row: Row = { ...key, created_at: new Date().toISOString(), last_used_at: null, revoked_at: null }
      await db.insertInto('api_keys').values(row).execute()
      return toApiKey(row)
    },

    /** Only the owner's key; answers the key as it now is, or null. Revoking twice keeps the first time. */
    async revoke(customerId: string, id: string): Promise<ApiKey | null> {
      await db
        .updateTable('api_keys')
        .set({ revoked_at: new Date().toISOString() })
        .where('id', '=', id)
        .where('customer_id', '=', customerId)
        .where('revoked_at', 'is', null)
        .execute()
      const row = await db
        .selectFrom('api_keys')
        .selectAll()
        .where('id', '=', id)
        .where('customer_id', '=', customerId)
        .executeTakeFirst()
      return row ? toApiKey(row) : null
    },

    async byHash(hash: string) {
      const row = await db.selectFrom('api_keys').selectAll().where('key_hash', '=', hash).executeTakeFirst()
      return row ? { ...row, scopeList: scopesOf(row.scopes) } : null
    },

    async touch(id: string, at: string) {
      await db.updateTable('api_keys').set({ last_used_at: at }).where('id', '=', id).execute()
    },
  }
}

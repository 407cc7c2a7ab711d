import type { Selectable } from 'kysely'
import { INTEGRATION_SCOPES, type IntegrationScope } from '../../../src/shared/contracts/integration-constants'
import type { IntegrationKey } from '../../../src/shared/contracts/integration-keys'
import type { Db } from '../connect'
import type { ImportTables } from '../schema-import'

type Row = Selectable<ImportTables['integration_keys']>

/** Scopes are stored space-separated; an unknown word (a scope since dropped) grants nothing. */
const scopesOf = (text: string): IntegrationScope[] => {
  const words = text.split(' ')
  return INTEGRATION_SCOPES.filter((scope) => words.includes(scope))
}

function toIntegrationKey(row: Row): IntegrationKey {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scopes: scopesOf(row.scopes),
    createdBy: row.created_by,
    createdAt: row.created_at,
    lastUsedAt: row.last_used_at,
    revokedAt: row.revoked_at,
  }
}

/** The keys systems (an ERP, a PIM) use on /api/integration: only their sha256 is stored, like customers' API keys. */
export function createIntegrationKeyRepository(db: Db) {
  return {
    async list(): Promise<IntegrationKey[]> {
      const rows = await db.selectFrom('integration_keys').selectAll().orderBy('created_at', 'desc').orderBy('id').execute()
      return rows.map(toIntegrationKey)
    },

    async byId(id: string): Promise<IntegrationKey | null> {
      const row = await db.selectFrom('integration_keys').selectAll().where('id', '=', id).executeTakeFirst()
      return row ? toIntegrationKey(row) : null
    },

    async create(key: {
      id: string
      name: string
      prefix: string
      secretHash: string
      scopes: IntegrationScope[]
      createdBy: string
    }) {
      const row: Row = {
        id: key.id,
        name: key.name,
        prefix: key.prefix,
        secret_hash: key.secretHash,
        scopes: [...new Set(key.scopes)].join(' '),
        created_by: key.createdBy,
        created_at: new Date().toISOString(),
        last_used_at: null,
        revoked_at: null,
      }
      await db.insertInto('integration_keys').values(row).execute()
      return toIntegrationKey(row)
    },

    /** Revoking twice keeps the first time; answers the key as it now is, or null when there is none. */
    async revoke(id: string, at = new Date().toISOString()): Promise<IntegrationKey | null> {
      await db
        .updateTable('integration_keys')
        .set({ revoked_at: at })
        .where('id', '=', id)
        .where('revoked_at', 'is', null)
        .execute()
      return this.byId(id)
    },

    async byHash(hash: string) {
      const row = await db.selectFrom('integration_keys').selectAll().where('secret_hash', '=', hash).executeTakeFirst()
      return row ? toIntegrationKey(row) : null
    },

    async touch(id: string, at: string) {
      await db.updateTable('integration_keys').set({ last_used_at: at }).where('id', '=', id).execute()
    },
  }
}

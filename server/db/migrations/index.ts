import type { Migration, MigrationProvider } from 'kysely'
import { referenceData } from './001-reference-data'
import { accounts } from './002-accounts'
import { catalog } from './002-catalog'

/** Migrations live in code (not a folder scan) so the bundle and tsx see the same list, in order. */
const migrations: Record<string, Migration> = {
  '001-reference-data': referenceData,
  '002-accounts': accounts,
  '002-catalog': catalog,
}

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
}

import type { Migration, MigrationProvider } from 'kysely'
import { referenceData } from './001-reference-data'

/** Migrations live in code (not a folder scan) so the bundle and tsx see the same list, in order. */
const migrations: Record<string, Migration> = {
  '001-reference-data': referenceData,
}

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
}

import { createIntegrationKey } from '../../server/routes/api/integration/integration-test-kit'
import { buildTestApp } from '../../server/test/build-test-app'
import { testDatabaseUrl } from '../../server/test/postgres-test-database'

/** A shop listening on a free port (SQLite, or PostgreSQL on TEST_DATABASE_URL's server) and an integration key for documents. */
export async function asSystemKey(db: 'sqlite' | 'postgres') {
  if (db === 'postgres' && !testDatabaseUrl) throw new Error('--db postgres needs TEST_DATABASE_URL (a PostgreSQL server)')
  const ctx = await buildTestApp({}, { sqliteOnly: db === 'sqlite' })
  const { secret } = await createIntegrationKey(ctx.app, ['documents:write'], 'Bench ERP')
  const url = await ctx.app.listen({ port: 0, host: '127.0.0.1' })
  return { url, secret, close: () => ctx.close() }
}

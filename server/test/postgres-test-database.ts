import crypto from 'node:crypto'
import pg from 'pg'
import { HISTORY_FORMAT } from '../catalog/erp-history/seed-erp-history'
import { seedErpHistoryPostgres } from '../catalog/erp-history/seed-erp-history-postgres'
import { CATALOG_FORMAT, seedDemoCatalog, withCatalogLock } from '../catalog/seed-demo-catalog'
import { seedReferenceData } from '../catalog/seed-reference'
import { migrateToLatest, openDatabase } from '../db/connect'
import { migrationProvider } from '../db/migrations/index'

/**
 * TEST_DATABASE_URL (a PostgreSQL server the tests may create databases on, e.g.
 * postgres://postgres@127.0.0.1:5441/postgres) runs the server tests on PostgreSQL: every test app
 * gets a database of its own, copied from a template that holds the migrated schema, the reference
 * data and the demo catalogue of that size (built once, under an advisory lock the parallel test
 * files share). Copying a template takes a fraction of a second; files stay isolated and parallel.
 */
export const testDatabaseUrl = process.env.TEST_DATABASE_URL || undefined

const TEMPLATE_LOCK = 7_316_002

function urlFor(name: string): string {
  const url = new URL(testDatabaseUrl as string)
  url.pathname = `/${name}`
  return url.toString()
}

async function admin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: testDatabaseUrl })
  await client.connect()
  try {
    return await fn(client)
  } finally {
    await client.end()
  }
}

/**
 * Templates are named after what is in them: the migrations, the generators' formats and the day (the
 * ERP history is dated from the day it was made). Runs on the same day share them; a run drops the
 * templates that no longer fit (another day, other migrations), which no run of today is using.
 */
async function templatePrefix(): Promise<string> {
  const migrations = Object.keys(await migrationProvider.getMigrations()).join(',')
  const fingerprint = crypto.createHash('sha256').update(`${migrations}|${CATALOG_FORMAT}|${HISTORY_FORMAT}`).digest('hex')
  const day = new Date().toISOString().slice(0, 10).replace(/-/g, '')
  return `parts_shop_template_${day}_${fingerprint.slice(0, 10)}_`
}

async function ensureTemplate(parts: number, erpHistory: boolean): Promise<string> {
  const prefix = await templatePrefix()
  const name = `${prefix}${parts}_${erpHistory ? 'history' : 'plain'}`
  await admin(async (client) => {
    await client.query('SELECT pg_advisory_lock($1)', [TEMPLATE_LOCK])
    try {
      const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1 AND datistemplate', [name])
      if (rowCount) return
      const { rows: stale } = await client.query<{ datname: string }>(
        "SELECT datname FROM pg_database WHERE starts_with(datname, 'parts_shop_template_') AND NOT starts_with(datname, $1)",
        [prefix],
      )
      for (const { datname } of stale) {
        await client.query(`ALTER DATABASE ${datname} WITH is_template false`)
        await client.query(`DROP DATABASE ${datname} WITH (FORCE)`)
      }
      await client.query(`DROP DATABASE IF EXISTS ${name}`)
      await client.query(`CREATE DATABASE ${name}`)
      const db = openDatabase({ dataDir: '', databaseUrl: urlFor(name), databasePoolSize: 2 })
      try {
        await migrateToLatest(db)
        await seedReferenceData(db)
        if (parts > 0) await withCatalogLock(db, () => seedDemoCatalog(db, { parts }))
        if (erpHistory) await seedErpHistoryPostgres(db)
      } finally {
        await db.destroy()
      }
      // Marked last: a template that is there is complete.
      await client.query(`ALTER DATABASE ${name} WITH is_template true`)
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [TEMPLATE_LOCK])
    }
  })
  return name
}

/** A fresh database with `parts` demo parts; `drop` removes it (closing what still connects). */
export async function createTestDatabase(parts: number, erpHistory: boolean): Promise<{ url: string; drop(): Promise<void> }> {
  const template = await ensureTemplate(parts, erpHistory)
  const name = `parts_shop_test_${crypto.randomBytes(6).toString('hex')}`
  await admin((client) => client.query(`CREATE DATABASE ${name} TEMPLATE ${template}`))
  return {
    url: urlFor(name),
    drop: () => admin(async (client) => void (await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`))),
  }
}

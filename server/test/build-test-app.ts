import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { buildApp } from '../app'
import { loadConfig } from '../config'
import type { WebhooksPluginOptions } from '../integration/webhooks/webhooks-plugin'
import { createTestDatabase, testDatabaseUrl } from './postgres-test-database'

export const TEST_INDEX_HTML = '<!doctype html><html><body><div id="root"></div></body></html>'

/**
 * The real app on a real SQLite file in a fresh temporary folder, with a stand-in SPA build.
 * `env` overrides configuration the way the environment would; `demoParts` sizes the demo
 * catalogue (2,000 parts: the first 2,000 of the demo one, so tests stay fast); `erpHistory` seeds
 * the demo ERP history, for the tests that read orders and documents (off by default: it costs a second).
 * With TEST_DATABASE_URL set, the same app runs on a fresh PostgreSQL database of its own instead
 * (server/test/postgres-test-database.ts).
 */
/** The test database of a caller's DATA_DIR, made on first use and found again by a restarted app. */
async function testDatabaseFor(dataDir: string | undefined, demoParts: number, erpHistory: boolean) {
  const marker = dataDir ? path.join(dataDir, '.test-database-url') : null
  if (marker && fs.existsSync(marker)) return { url: fs.readFileSync(marker, 'utf8'), drop: async () => {} }
  const database = await createTestDatabase(demoParts, erpHistory)
  if (marker) {
    fs.mkdirSync(path.dirname(marker), { recursive: true })
    fs.writeFileSync(marker, database.url)
  }
  return database
}

export type TestAppOptions = {
  demoParts?: number
  erpHistory?: boolean
  /** Stay on SQLite even when TEST_DATABASE_URL is set: for tests of the SQLite file itself (its modes, the generators). */
  sqliteOnly?: boolean
  /** Where the app's log lines go (with LOG_LEVEL set in `env`), for tests that read the log. */
  logStream?: NodeJS.WritableStream
  /** The webhook worker's clock, retry pauses and timeout (server/integration/webhooks). */
  webhooks?: WebhooksPluginOptions
}

export async function buildTestApp(env: Record<string, string> = {}, options: TestAppOptions = {}) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'parts-shop-test-'))
  const staticDir = path.join(dir, 'dist')
  fs.mkdirSync(path.join(staticDir, 'assets'), { recursive: true })
  fs.writeFileSync(path.join(staticDir, 'index.html'), TEST_INDEX_HTML)
  fs.writeFileSync(path.join(staticDir, 'sw.js'), 'self.addEventListener("install", () => {})')
  fs.writeFileSync(path.join(staticDir, 'assets', 'index-abc123.js'), `console.log(${JSON.stringify('x'.repeat(4000))})`)
  // The real build keeps its source maps beside the scripts for the error log, unserved (vite.config.ts).
  fs.writeFileSync(path.join(staticDir, 'assets', 'index-abc123.js.map'), '{"version":3,"sourcesContent":["secret"]}')
  fs.mkdirSync(path.join(staticDir, 'img'))
  fs.writeFileSync(path.join(staticDir, 'img', 'logo.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')

  const demoParts = options.demoParts ?? 2000
  // A caller that names DATA_DIR restarts "the same shop" with it, so on PostgreSQL the same database is used again.
  const database =
    testDatabaseUrl && !options.sqliteOnly ? await testDatabaseFor(env.DATA_DIR, demoParts, options.erpHistory ?? false) : null
  const postgresEnv: Record<string, string> = database
    ? { DATABASE_URL: database.url, SESSION_SECRET: 'test-session-secret-of-forty-characters!' }
    : {}
  const config = loadConfig({
    DATA_DIR: path.join(dir, 'data'),
    STATIC_DIR: staticDir,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    ...postgresEnv,
    ...env,
  })
  const app = await buildApp(config, {
    demoParts,
    erpHistory: options.erpHistory ?? false,
    logStream: options.logStream,
    webhooks: options.webhooks,
  })
  return {
    app,
    dataDir: config.dataDir,
    /** Where the app's data lives: 'postgres' when the tests run on PostgreSQL. */
    dialect: database ? ('postgres' as const) : ('sqlite' as const),
    /** What a test that builds a second app on the same data (a restart) adds to DATA_DIR: the database on PostgreSQL. */
    databaseEnv: postgresEnv,
    async close() {
      await app.close()
      if (!env.DATA_DIR) await database?.drop()
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
}

import pg from 'pg'

/** An empty database of this name on BENCH_DATABASE_URL's (or TEST_DATABASE_URL's) server, dropped and made anew; its URL. */
export async function freshPostgresDatabase(name: string): Promise<string> {
  const server = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL
  if (!server) throw new Error('--db postgres needs BENCH_DATABASE_URL or TEST_DATABASE_URL (a PostgreSQL server)')
  const admin = new pg.Client({ connectionString: server })
  await admin.connect()
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
    await admin.query(`CREATE DATABASE ${name}`)
  } finally {
    await admin.end()
  }
  const url = new URL(server)
  url.pathname = `/${name}`
  return url.toString()
}

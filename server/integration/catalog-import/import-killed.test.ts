import { spawn } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, expect, it, vi } from 'vitest'
import { writeBmecat } from '../../../tests/bench/import/write-bmecat'
import { seedDemoCatalog } from '../../catalog/seed-demo-catalog'
import { seedReferenceData } from '../../catalog/seed-reference'
import { migrateToLatest, openDatabase } from '../../db/connect'
import { importRecords } from './import-service'
import { stagingRootOf } from './staging-database'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'parts-shop-killed-'))
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

/**
 * `npm run import` of a full catalogue, killed (SIGKILL) while it reads: the shop keeps serving the
 * catalogue it had, and once the run's lease has run out the next import ends the run as failed and
 * removes what it had staged, then goes ahead.
 */
it('a full import killed half-way leaves the old catalogue, and the next import starts clean', async () => {
  const db = openDatabase({ dataDir: dir })
  await migrateToLatest(db)
  await seedReferenceData(db)
  await seedDemoCatalog(db, { parts: 300 })
  const skusBefore = (await db.selectFrom('parts').select('sku').orderBy('id').execute()).map((p) => p.sku)
  const file = path.join(dir, 'catalog.xml')
  await writeBmecat(file, { parts: 40_000, seed: 7 })

  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/import-catalog.ts', file], {
    env: { ...process.env, DATA_DIR: dir, DEMO_USERS: 'false' },
    stdio: 'ignore',
  })
  const running = async () => db.selectFrom('import_runs').selectAll().where('status', '=', 'running').executeTakeFirst()
  await vi.waitFor(async () => expect((await running())?.processed ?? 0).toBeGreaterThan(0), { timeout: 30_000, interval: 50 })
  const run = await running()
  child.kill('SIGKILL')
  await new Promise((resolve) => child.once('exit', resolve))

  expect((await db.selectFrom('parts').select('sku').orderBy('id').execute()).map((p) => p.sku)).toEqual(skusBefore)
  const staged = path.join(await stagingRootOf(db), run?.id ?? '')
  expect(fs.existsSync(staged)).toBe(true)
  // Its lease runs out 20 s after the last renewal; here it has.
  await db
    .updateTable('import_runs')
    .set({ lease_until: Date.now() - 1 })
    .where('id', '=', run?.id ?? '')
    .execute()

  const next = await importRecords(db, { source: 'api', startedBy: 'erp', records: [] })
  expect(next.status).toBe('done')
  const ended = await db
    .selectFrom('import_runs')
    .select(['status', 'message'])
    .where('id', '=', run?.id ?? '')
    .executeTakeFirstOrThrow()
  expect(ended.status).toBe('failed')
  expect(ended.message).toMatch(/stopped before it ended/)
  expect(fs.existsSync(staged)).toBe(false)
  expect(await db.selectFrom('parts').select('sku').orderBy('id').execute()).toHaveLength(skusBefore.length)
  await db.destroy()
}, 90_000)

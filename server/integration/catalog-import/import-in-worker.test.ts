import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, expect, it } from 'vitest'
import { seedReferenceData } from '../../catalog/seed-reference'
import { migrateToLatest, openDatabase } from '../../db/connect'
import { importFilesInWorker } from './import-in-worker'

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'parts-shop-worker-'))
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }))

it('imports on a worker thread, reporting progress, while this thread serves on', async () => {
  const db = openDatabase({ dataDir: dir })
  await migrateToLatest(db)
  await seedReferenceData(db)
  const phases = new Set<string>()
  const result = await importFilesInWorker(
    { dataDir: dir },
    {
      paths: ['tests/fixtures/import/bmecat/catalog-full.xml'],
      source: 'admin',
      startedBy: 'admin@example.com',
      onProgress: (p) => phases.add(p.phase),
    },
  )
  expect(result).toMatchObject({ status: 'done', mode: 'full', counts: { part: 6 } })
  expect(phases).toContain('switching')
  const skus = await db.selectFrom('parts').select('sku').orderBy('sku').execute()
  expect(skus.map((p) => p.sku)).toEqual(['BM-20110', 'BM-20220', 'BM-30330', 'BM-40440', 'BM-50550', 'BM-60660'])
  await db.destroy()
})

import crypto from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import SQLite from 'better-sqlite3'
import { afterAll, describe, expect, it } from 'vitest'
import { migrateToLatest, openDatabase } from '../db/connect'
import { seedDemoCatalog } from './seed-demo-catalog'
import { seedReferenceData } from './seed-reference'

const dirs: string[] = []
afterAll(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true })
})

async function emptyShop() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'parts-shop-seed-'))
  dirs.push(dir)
  const db = openDatabase({ dataDir: dir, databaseUrl: undefined })
  await migrateToLatest(db)
  await seedReferenceData(db)
  return { db, file: path.join(dir, 'shop.sqlite') }
}

function fingerprint(file: string) {
  const db = new SQLite(file, { readonly: true })
  const hash = crypto.createHash('sha256')
  for (const table of [
    'parts',
    'part_xrefs',
    'part_stock',
    'vehicles',
    'vehicle_parts',
    'designation_names',
    'division_categories',
  ]) {
    for (const row of db.prepare(`SELECT * FROM ${table} ORDER BY 1, 2`).all()) hash.update(JSON.stringify(row))
  }
  const counts = db.prepare('SELECT (SELECT count(*) FROM parts) AS parts, (SELECT count(*) FROM part_xrefs) AS xrefs').get()
  db.close()
  return { hash: hash.digest('hex'), counts }
}

describe('seedDemoCatalog', () => {
  it('imports the same catalogue from the same seed', async () => {
    const [a, b] = [await emptyShop(), await emptyShop()]
    await seedDemoCatalog(a.db, { parts: 400, seed: 3 })
    await seedDemoCatalog(b.db, { parts: 400, seed: 3 })
    await a.db.destroy()
    await b.db.destroy()
    expect(fingerprint(a.file)).toEqual(fingerprint(b.file))
    expect(fingerprint(a.file).counts).toMatchObject({ parts: 400 })
  })

  it('imports another size, replacing the previous catalogue', async () => {
    const shop = await emptyShop()
    const summary = await seedDemoCatalog(shop.db, { parts: 300 })
    expect(summary.crossReferences).toBeGreaterThanOrEqual(900)
    await seedDemoCatalog(shop.db, { parts: 120 })
    await shop.db.destroy()
    const db = new SQLite(shop.file, { readonly: true })
    expect(db.prepare('SELECT count(*) AS n FROM parts').get()).toEqual({ n: 120 })
    expect(db.prepare('SELECT count(*) AS n FROM part_xrefs WHERE part_id > 120').get()).toEqual({ n: 0 })
    expect(db.prepare("SELECT count(*) AS n FROM categories WHERE id = 'U23'").get()).toEqual({ n: 1 })
    db.close()
  })
})

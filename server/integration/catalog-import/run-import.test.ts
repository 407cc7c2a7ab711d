import { beforeEach, describe, expect, it } from 'vitest'
import { createImportRunRepository } from '../../db/repositories/import-run-repository'
import { importRecords } from './import-service'
import { emptyShop, fullImport, raw, restartLines } from './import-test-kit'
import type { ReadItem } from './records'
import { runImport } from './run-import'

beforeEach(restartLines)

const part = (id: string, price = '10.00') =>
  raw('part', {
    article_id: id,
    product_group: 'brake-caliper',
    manufacturer: 'Knorr-Bremse',
    make: 'DAF',
    weight_g: '1200',
    list_price: price,
  })
const name = (id: string, lang: string, text: string) => raw('translation', { article_id: id, lang, name: text })

describe('a full import', () => {
  it('replaces the catalogue and derives designations, search rows and counts', async () => {
    const db = await emptyShop()
    const result = await fullImport(db, [
      part('KB-1'),
      name('KB-1', 'de', 'Bremssattel links'),
      name('KB-1', 'en', 'Brake caliper left'),
      part('KB-2', '20,50'),
      name('KB-2', 'de', 'Bremssattel links'),
      name('KB-2', 'en', 'Brake caliper left'),
      raw('reference', { article_id: 'KB-2', make: 'MAN', reference_no: '81.50804-6001' }),
      raw('stock', { article_id: 'KB-2', warehouse: 'WIL', quantity: '7' }),
    ])
    expect(result).toMatchObject({
      status: 'done',
      refused: 0,
      counts: { part: 2, translation: 4, reference: 1, stock: 1, designation: 1 },
    })
    const parts = await db
      .selectFrom('parts')
      .select(['sku', 'list_price_cents', 'stock_total', 'main_oe', 'make_id', 'designation_id'])
      .orderBy('sku')
      .execute()
    expect(parts).toEqual([
      { sku: 'KB-1', list_price_cents: 1000, stock_total: 0, main_oe: null, make_id: 'daf', designation_id: 1 },
      { sku: 'KB-2', list_price_cents: 2050, stock_total: 7, main_oe: '81.50804-6001', make_id: 'daf', designation_id: 1 },
    ])
    const names = await db
      .selectFrom('designation_names')
      .select(['lang', 'name'])
      .where('designation_id', '=', 1)
      .orderBy('lang')
      .execute()
    expect(names.find((n) => n.lang === 'fr')?.name).toBe('Bremssattel links')
    const run = await db.selectFrom('import_runs').selectAll().executeTakeFirstOrThrow()
    expect(run).toMatchObject({ status: 'done', mode: 'full', refused: 0 })
    await db.destroy()
  })

  it('with any refused row changes nothing and reports every row', async () => {
    const db = await emptyShop()
    await fullImport(db, [part('KB-1'), name('KB-1', 'de', 'Bremssattel')])
    const result = await fullImport(db, [
      part('KB-9'),
      name('KB-9', 'de', 'Neu'),
      raw('part', {
        article_id: 'KB-8',
        product_group: 'brake-caliper',
        manufacturer: 'X',
        make: 'MAN',
        weight_g: '1',
        list_price: '-3',
        order_unit: 'BOX',
      }),
      part('KB-9'),
      part('KB-7'),
    ])
    expect(result.status).toBe('failed')
    expect(result.refusals.map((r) => [r.at, r.field, r.code])).toEqual([
      ['line 5', 'order_unit', 'unknown-unit'],
      ['line 5', 'list_price', 'negative'],
      ['line 6', 'article_id', 'duplicate-id'],
      ['line 7', 'name', 'missing-translation'],
    ])
    expect((await db.selectFrom('parts').select('sku').execute()).map((p) => p.sku)).toEqual(['KB-1'])
    await db.destroy()
  })
})

describe('a delta', () => {
  it('applies its good rows and reports the others', async () => {
    const db = await emptyShop()
    await fullImport(db, [part('KB-1'), name('KB-1', 'de', 'Bremssattel')])
    const result = await importRecords(db, {
      source: 'api',
      startedBy: 'erp',
      records: [
        raw('price', { article_id: 'KB-1', price_group: 'WS', price: '8.10' }),
        raw('stock', { article_id: 'KB-1', warehouse: 'WEL', quantity: '3' }),
        raw('stock', { article_id: 'NOPE', warehouse: 'WEL', quantity: '3' }),
        part('KB-2'),
        name('KB-2', 'de', 'Bremsscheibe'),
      ],
    })
    expect(result.message).toBeNull()
    expect(result).toMatchObject({ status: 'done', counts: { price: 1, stock: 1, part: 1 } })
    expect(result.refusals.map((r) => r.code)).toEqual(['unknown-article'])
    const parts = await db.selectFrom('parts').select(['sku', 'stock_total']).orderBy('sku').execute()
    expect(parts).toEqual([
      { sku: 'KB-1', stock_total: 3 },
      { sku: 'KB-2', stock_total: 0 },
    ])
    expect(await db.selectFrom('designations').select(['id', 'part_count']).orderBy('id').execute()).toEqual([
      { id: 1, part_count: 1 },
      { id: 2, part_count: 1 },
    ])
    await db.destroy()
  })

  it('refuses an OE number without a make instead of failing its batch', async () => {
    const db = await emptyShop()
    await fullImport(db, [part('KB-1'), name('KB-1', 'de', 'Bremssattel')])
    const result = await importRecords(db, {
      source: 'api',
      startedBy: 'erp',
      records: [
        raw('reference', { article_id: 'KB-1', reference_no: '81.50804-6001' }),
        raw('stock', { article_id: 'KB-1', warehouse: 'WIL', quantity: '2' }),
      ],
    })
    expect(result).toMatchObject({ status: 'done', counts: { stock: 1 } })
    expect(result.refusals.map((r) => [r.field, r.code])).toEqual([['make', 'required']])
    await db.destroy()
  })

  it('keeps two manufacturers apart whose names make the same slug', async () => {
    const db = await emptyShop()
    await fullImport(db, [part('KB-1'), name('KB-1', 'de', 'Bremssattel')])
    const maker = (id: string, manufacturer: string) =>
      raw('part', { article_id: id, product_group: 'brake-caliper', manufacturer, make: 'MAN', weight_g: '1', list_price: '1' })
    await importRecords(db, {
      source: 'api',
      startedBy: 'erp',
      records: [
        maker('KB-3', 'Wabco-Hold'),
        name('KB-3', 'de', 'Ventil'),
        maker('KB-4', 'Wabco Hold'),
        name('KB-4', 'de', 'Ventil'),
      ],
    })
    const brands = await db
      .selectFrom('parts as p')
      .innerJoin('brands as b', 'b.id', 'p.brand_id')
      .select(['p.sku', 'b.name'])
      .where('p.sku', 'in', ['KB-3', 'KB-4'])
      .orderBy('p.sku')
      .execute()
    expect(brands).toEqual([
      { sku: 'KB-3', name: 'Wabco-Hold' },
      { sku: 'KB-4', name: 'Wabco Hold' },
    ])
    await db.destroy()
  })

  it('stops a full import an admin cancels, changing nothing', async () => {
    const db = await emptyShop()
    await fullImport(db, [part('KB-1'), name('KB-1', 'de', 'Bremssattel')])
    async function* slow(): AsyncIterable<ReadItem> {
      yield { mode: 'full' }
      for (let i = 0; i < 30_000; i++) {
        if (i % 20 === 0) await new Promise((resolve) => setTimeout(resolve, 1))
        yield { raw: part(`KB-${1000 + i}`) }
      }
    }
    const running = runImport(db, {
      runId: 'slow',
      source: 'cli',
      format: 'csv',
      files: ['a.csv'],
      startedBy: null,
      items: slow(),
    })
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(await createImportRunRepository(db).requestCancel('slow', 'admin@example.com')).toBe('requested')
    const result = await running
    expect(result).toMatchObject({
      status: 'cancelled',
      message: expect.stringMatching(/^Cancelled by admin@example\.com\. Nothing was changed/),
    })
    expect((await db.selectFrom('parts').select('sku').execute()).map((p) => p.sku)).toEqual(['KB-1'])
    expect(await createImportRunRepository(db).requestCancel('slow', 'admin@example.com')).toBe('not-running')
    await db.destroy()
  })

  it('refuses a second import while one runs', async () => {
    const db = await emptyShop()
    let release = () => {}
    const gate = new Promise<void>((resolve) => {
      release = resolve
    })
    async function* slow(): AsyncIterable<ReadItem> {
      await gate
      yield { raw: part('KB-1') }
    }
    const first = runImport(db, {
      runId: 'first',
      source: 'cli',
      format: 'csv',
      files: ['a.csv'],
      startedBy: null,
      items: slow(),
    })
    await new Promise((resolve) => setTimeout(resolve, 50))
    await expect(importRecords(db, { source: 'api', startedBy: 'erp', records: [] })).rejects.toThrow(
      /another catalogue import is running \(first\)/,
    )
    release()
    await first
    await db.destroy()
  })
})

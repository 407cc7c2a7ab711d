import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { ReadItem } from '../records'
import { detectSource, readSource, UnknownSourceFileError } from './detect-source'

let folder: string
beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'detect-source-'))
})
afterEach(async () => {
  await rm(folder, { recursive: true, force: true })
})

const touch = (...names: string[]) => Promise.all(names.map((name) => writeFile(join(folder, name), '')))

describe('detectSource', () => {
  it('lists the sample folder in the order an import reads it', async () => {
    const entries = await detectSource('tests/fixtures/import/csv')
    expect(entries.map((entry) => `${entry.file}:${entry.format}:${entry.kind}`)).toEqual([
      'parts.csv:csv:part',
      'translations.csv:csv:translation',
      'features.csv:csv:feature',
      'references.csv:csv:reference',
      'fitments.csv:csv:fitment',
      'prices.csv:csv:price',
      'customer-prices.csv:csv:customer-price',
      'stock.csv:csv:stock',
      'deletions.csv:csv:delete',
    ])
  })

  it('takes the kind from the last word of the name, BMEcat first and dated files in date order', async () => {
    await touch(
      '2026-12-prices.csv',
      'DELETIONS.CSV',
      '2026-11-prices.csv',
      'Kunde_customer-prices.csv',
      'katalog.xml',
      'stock.xlsx',
      'catalog.xlsx',
      '.DS_Store',
    )
    const entries = await detectSource(folder)
    expect(entries.map(({ file, format, kind }) => ({ file, format, kind }))).toEqual([
      { file: 'katalog.xml', format: 'bmecat', kind: undefined },
      { file: 'catalog.xlsx', format: 'xlsx', kind: undefined },
      { file: '2026-11-prices.csv', format: 'csv', kind: 'price' },
      { file: '2026-12-prices.csv', format: 'csv', kind: 'price' },
      { file: 'Kunde_customer-prices.csv', format: 'csv', kind: 'customer-price' },
      { file: 'stock.xlsx', format: 'xlsx', kind: 'stock' },
      { file: 'DELETIONS.CSV', format: 'csv', kind: 'delete' },
    ])
    expect(entries[0]?.path).toBe(join(folder, 'katalog.xml'))
  })

  it('refuses a file it cannot place, naming it and the names it accepts', async () => {
    await touch('parts.csv', 'preisliste.csv')
    const error = await detectSource(folder).catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(UnknownSourceFileError)
    expect((error as Error).message).toBe(
      'cannot import preisliste.csv: a CSV file is named after what it holds, ending in one of parts, translations, ' +
        'features, references, fitments, prices, customer-prices, stock, deletions (e.g. parts.csv, 2026-11-prices.csv); ' +
        'an XLSX file too, or its sheets are; a BMEcat file ends in .xml',
    )
    await expect(detectSource(join(folder, 'notes.txt'))).rejects.toThrow()
  })

  it('takes a single file as it is', async () => {
    expect(await detectSource('tests/fixtures/import/csv/stock.csv')).toEqual([
      { path: 'tests/fixtures/import/csv/stock.csv', file: 'stock.csv', format: 'csv', kind: 'stock' },
    ])
  })
})

describe('readSource', () => {
  it('reads a CSV and an XLSX entry with their readers, positions naming the file', async () => {
    const read = async (path: string) => {
      const items: ReadItem[] = []
      for (const entry of await detectSource(path)) for await (const item of readSource(entry)) items.push(item)
      return items
    }
    const csv = await read('tests/fixtures/import/csv/stock.csv')
    expect(csv[0]).toEqual({
      raw: {
        kind: 'stock',
        pos: { file: 'stock.csv', at: 'line 2' },
        fields: { article_id: 'CSV-10001', warehouse: 'WIL', quantity: '24' },
      },
    })
    const xlsx = await read('tests/fixtures/import/xlsx/catalog.xlsx')
    expect(xlsx).toHaveLength(97)
    expect(xlsx.at(-1)).toEqual({
      raw: { kind: 'delete', pos: { file: 'catalog.xlsx', at: 'sheet deletions, row 2' }, fields: { article_id: 'CSV-10006' } },
    })
  })
})

import { createReadStream, readFileSync } from 'node:fs'
import { Readable } from 'node:stream'
import { describe, expect, it } from 'vitest'
import writeXlsxFile from 'write-excel-file/node'
import type { ReadItem, RecordKind } from '../records'
import { xlsxReader } from './xlsx-reader'

async function readAll(input: NodeJS.ReadableStream, fileKind?: RecordKind): Promise<ReadItem[]> {
  const items: ReadItem[] = []
  for await (const item of xlsxReader(fileKind)(input, 'book.xlsx')) items.push(item)
  return items
}

type Cell = { value: string | number | Date; type?: DateConstructor; format?: string } | null
async function workbook(sheets: Array<{ sheet: string; rows: Array<Array<string | number | Cell>> }>) {
  const cell = (value: string | number | Cell): Cell => (value === null || typeof value === 'object' ? value : { value })
  const data = sheets.map(({ sheet, rows }) => ({ sheet, data: rows.map((row) => row.map(cell)) }))
  return Readable.from([await writeXlsxFile(data).toBuffer()])
}

const rows = (items: ReadItem[]) => items.flatMap((item) => ('raw' in item ? [item.raw] : []))
const refusals = (items: ReadItem[]) => items.flatMap((item) => ('refusal' in item ? [item.refusal] : []))

describe('xlsxReader on the sample workbook', () => {
  it('reads each sheet as the kind it is named after, in the workbook order, numbers as numbers', async () => {
    const items = await readAll(createReadStream('tests/fixtures/import/xlsx/catalog.xlsx'))
    expect(refusals(items)).toEqual([])
    const counts = new Map<string, number>()
    for (const raw of rows(items)) counts.set(raw.kind, (counts.get(raw.kind) ?? 0) + 1)
    expect([...counts]).toEqual([
      ['part', 7],
      ['translation', 14],
      ['feature', 9],
      ['reference', 12],
      ['fitment', 8],
      ['price', 27],
      ['customer-price', 4],
      ['stock', 15],
      ['delete', 1],
    ])
    expect(rows(items)[0]).toMatchObject({
      kind: 'part',
      pos: { file: 'book.xlsx', at: 'sheet parts, row 2' },
      fields: { article_id: 'CSV-10001', gtin: '4008451001016', weight_g: 34500, list_price: 189.5, replaces: null },
    })
    const price = rows(items).find((raw) => raw.kind === 'price' && raw.fields.min_quantity === 4)
    expect(price).toMatchObject({ pos: { at: 'sheet prices, row 5' }, fields: { article_id: 'CSV-10001', price: 143.9 } })
  })
})

describe('xlsxReader', () => {
  it('takes the kind of a single sheet from the file name when the sheet is not named after one', async () => {
    const input = await workbook([
      {
        sheet: 'Tabelle1',
        rows: [
          ['article_id', 'warehouse', 'quantity'],
          ['A-1', 'WIL', 5],
        ],
      },
    ])
    expect(await readAll(input, 'stock')).toEqual([
      {
        raw: {
          kind: 'stock',
          pos: { file: 'book.xlsx', at: 'sheet Tabelle1, row 2' },
          fields: { article_id: 'A-1', warehouse: 'WIL', quantity: 5 },
        },
      },
    ])
  })

  it('refuses a sheet it cannot place and a sheet with an unknown column, and reads the sheets after them', async () => {
    const input = await workbook([
      { sheet: 'Notizen', rows: [['Stand November']] },
      {
        sheet: 'stock',
        rows: [
          ['article_id', 'Lager', 'quantity'],
          ['A-1', 'WIL', 5],
        ],
      },
      { sheet: 'deletions', rows: [['article_id'], ['A-9']] },
    ])
    const items = await readAll(input)
    expect(refusals(items).map((refusal) => [refusal.at, refusal.field, refusal.code])).toEqual([
      ['sheet Notizen', '', 'malformed-file'],
      ['sheet stock, row 1', 'Lager', 'unknown-column'],
      ['sheet stock, row 1', 'warehouse', 'missing-column'],
    ])
    expect(refusals(items)[0]?.reason).toContain('name it one of parts, translations')
    expect(rows(items)).toEqual([
      { kind: 'delete', pos: { file: 'book.xlsx', at: 'sheet deletions, row 2' }, fields: { article_id: 'A-9' } },
    ])
  })

  it('gives a date cell as its ISO day and refuses a value in a column without a header', async () => {
    const day = { value: new Date(Date.UTC(2026, 10, 26)), type: Date, format: 'dd.mm.yyyy' }
    const input = await workbook([
      {
        sheet: 'features',
        rows: [
          ['article_id', 'name', 'value'],
          ['A-1', 'Gültig ab', day],
          ['A-2', 'Länge', '650 mm', 'übrig'],
        ],
      },
    ])
    const items = await readAll(input)
    expect(rows(items)[0]?.fields.value).toBe('2026-11-26')
    expect(refusals(items)).toEqual([
      {
        file: 'book.xlsx',
        at: 'sheet features, row 3',
        field: '',
        code: 'malformed-file',
        reason: 'a value in column 4, which has no header',
      },
    ])
  })

  it('refuses a cut-off workbook in plain words instead of crashing or waiting forever', async () => {
    const whole = readFileSync('tests/fixtures/import/xlsx/catalog.xlsx')
    const items = await readAll(Readable.from([whole.subarray(0, Math.floor(whole.length * 0.7))]))
    const last = refusals(items).at(-1)
    expect(last).toMatchObject({ file: 'book.xlsx', field: '', code: 'malformed-file' })
    expect(last?.reason).toContain('the workbook cannot be read on from here')
  })
})

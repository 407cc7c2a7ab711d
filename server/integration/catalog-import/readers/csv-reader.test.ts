import { createReadStream } from 'node:fs'
import { Readable } from 'node:stream'
import { describe, expect, it } from 'vitest'
import type { ReadItem, RecordKind } from '../records'
import { csvReader } from './csv-reader'

const SAMPLE = 'tests/fixtures/import/csv'

async function readAll(kind: RecordKind, input: NodeJS.ReadableStream, file = 'test.csv'): Promise<ReadItem[]> {
  const items: ReadItem[] = []
  for await (const item of csvReader(kind)(input, file)) items.push(item)
  return items
}

const fromText = (text: string, chunk = 7) => {
  const bytes = Buffer.from(text)
  const pieces: Buffer[] = []
  for (let i = 0; i < bytes.length; i += chunk) pieces.push(bytes.subarray(i, i + chunk))
  return Readable.from(pieces)
}

const rows = (items: ReadItem[]) => items.flatMap((item) => ('raw' in item ? [item.raw] : []))
const refusals = (items: ReadItem[]) => items.flatMap((item) => ('refusal' in item ? [item.refusal] : []))

describe('csvReader on the sample', () => {
  it('reads every part with its fields as text and empty cells as null', async () => {
    const items = await readAll('part', createReadStream(`${SAMPLE}/parts.csv`), 'parts.csv')
    expect(refusals(items)).toEqual([])
    expect(rows(items)).toHaveLength(7)
    expect(rows(items)[0]).toEqual({
      kind: 'part',
      pos: { file: 'parts.csv', at: 'line 2' },
      fields: {
        article_id: 'CSV-10001',
        supplier_id: '1000',
        product_group: 'brake-disc',
        manufacturer: 'Achslast Parts',
        manufacturer_part_no: 'BD-430-45',
        gtin: '4008451001016',
        order_unit: 'C62',
        weight_g: '34500',
        list_price: '189,50',
        is_new: '0',
        replaces: null,
        image: null,
      },
    })
  })

  it('counts the lines inside quoted multi-line cells, so positions are the lines an editor shows', async () => {
    const items = await readAll('translation', createReadStream(`${SAMPLE}/translations.csv`), 'translations.csv')
    const at = rows(items).map((raw) => `${raw.fields.article_id}/${raw.fields.lang}@${raw.pos.at}`)
    expect(at.slice(0, 4)).toEqual(['CSV-10001/de@line 2', 'CSV-10001/en@line 4', 'CSV-10001/fr@line 6', 'CSV-10002/de@line 7'])
    expect(rows(items)[0]?.fields.description).toBe(
      'Innenbelüftete Bremsscheibe für Scheibenbremsen SN7/SB7.\n10 Löcher, Stärke 45 mm; Mindeststärke 37 mm.',
    )
  })

  it('reads every kind of the sample without a refusal', async () => {
    const files: Array<[RecordKind, string, number]> = [
      ['feature', 'features', 9],
      ['reference', 'references', 12],
      ['fitment', 'fitments', 8],
      ['price', 'prices', 27],
      ['customer-price', 'customer-prices', 4],
      ['stock', 'stock', 15],
      ['delete', 'deletions', 1],
    ]
    for (const [kind, name, count] of files) {
      const items = await readAll(kind, createReadStream(`${SAMPLE}/${name}.csv`))
      expect(refusals(items), name).toEqual([])
      expect(rows(items), name).toHaveLength(count)
    }
  })
})

describe('csvReader on the bad sample', () => {
  it("refuses only the row with too many cells; the other mistakes are the validator's to find", async () => {
    const items = await readAll('part', createReadStream('tests/fixtures/import/csv-bad/parts.csv'), 'parts.csv')
    expect(rows(items).map((raw) => `${raw.fields.article_id}@${raw.pos.at}`)).toEqual([
      'CSV-20001@line 2',
      'CSV-20002@line 3',
      'CSV-20003@line 4',
      'CSV-20001@line 5',
      'CSV-20004@line 6',
    ])
    expect(refusals(items)).toEqual([
      {
        file: 'parts.csv',
        at: 'line 7',
        field: '',
        code: 'malformed-file',
        reason: 'the row has 14 values but the header has 13 columns',
      },
    ])
  })
})

describe('csvReader', () => {
  it('takes ; , or tab as the delimiter, a BOM, CRLF and headers in any case and order', async () => {
    for (const text of [
      'article_id;warehouse;quantity\r\nA-1;WIL;5\r\n',
      '\uFEFFarticle_id,warehouse,quantity\nA-1,WIL,5\n',
      ' Warehouse \tARTICLE_ID\tquantity\nWIL\tA-1\t5',
    ]) {
      const items = await readAll('stock', fromText(text))
      expect(items, JSON.stringify(text)).toEqual([
        {
          raw: {
            kind: 'stock',
            pos: { file: 'test.csv', at: 'line 2' },
            fields: { article_id: 'A-1', warehouse: 'WIL', quantity: '5' },
          },
        },
      ])
    }
  })

  it('keeps a quoted delimiter, quote and line break inside a cell, across chunk boundaries', async () => {
    const text = 'article_id,name,value\nA-1,"Gewinde, fein","M39x1,5 ""lang""\r\nzweite Zeile"\nA-2,Länge,650 mm\n'
    const items = await readAll('feature', fromText(text, 3))
    expect(rows(items).map((raw) => [raw.pos.at, raw.fields.name, raw.fields.value])).toEqual([
      ['line 2', 'Gewinde, fein', 'M39x1,5 "lang"\r\nzweite Zeile'],
      ['line 4', 'Länge', '650 mm'],
    ])
  })

  it('reads the same rows and lines whatever the chunk boundaries, also between \\r and \\n', async () => {
    const text = 'article_id;name;value\r\nA-1;Länge;"650\r\nmm"\r\nA-2;Ø;"a;b"\r\n\r\nA-3;x;y\r\n'
    const expected = [
      ['line 2', 'A-1', '650\r\nmm'],
      ['line 4', 'A-2', 'a;b'],
      ['line 6', 'A-3', 'y'],
    ]
    for (let chunk = 1; chunk <= 13; chunk++) {
      const items = await readAll('feature', fromText(text, chunk))
      expect(
        rows(items).map((raw) => [raw.pos.at, raw.fields.article_id, raw.fields.value]),
        `chunks of ${chunk}`,
      ).toEqual(expected)
    }
  })

  it('refuses a file with an unknown column and reads nothing of it', async () => {
    const items = await readAll('stock', fromText('article_id;warehouse;quantity;Lagerort\nA-1;WIL;5;Regal 4\n'))
    expect(items).toEqual([
      {
        refusal: {
          file: 'test.csv',
          at: 'line 1',
          field: 'Lagerort',
          code: 'unknown-column',
          reason: 'unknown column Lagerort; a stock file has the columns article_id, warehouse, quantity',
        },
      },
    ])
  })

  it('refuses a file without a required column, but not one without an optional column', async () => {
    const missing = await readAll('price', fromText('article_id;price_group;currency\nA-1;WS;EUR\n'))
    expect(missing).toEqual([
      {
        refusal: {
          file: 'test.csv',
          at: 'line 1',
          field: 'price',
          code: 'missing-column',
          reason: 'the required column price is missing',
        },
      },
    ])
    const optionalLeftOut = await readAll('price', fromText('article_id;price_group;price\nA-1;WS;12,50\n'))
    expect(rows(optionalLeftOut)[0]?.fields).toEqual({ article_id: 'A-1', price_group: 'WS', price: '12,50' })
  })

  it('refuses a row with the wrong number of cells and reads on; blank lines are skipped but counted', async () => {
    const text = 'article_id;warehouse;quantity\nA-1;WIL;5\n\nA-2;WIL;5;9\nA-3;WEL\n;;\nA-4;SPR;1\n'
    const items = await readAll('stock', fromText(text))
    expect(
      items.map((item) => ('raw' in item ? item.raw.pos.at : 'refusal' in item ? `${item.refusal.code} ${item.refusal.at}` : '')),
    ).toEqual(['line 2', 'malformed-file line 4', 'malformed-file line 5', 'line 7'])
    expect(refusals(items)[0]?.reason).toBe('the row has 4 values but the header has 3 columns')
  })

  it('says where a quote left open swallows the lines after it', async () => {
    const items = await readAll('stock', fromText('article_id;warehouse;quantity\nA-1;"WIL;5\nA-2;WEL;3\nA-3;SPR;1\n'))
    expect(items).toEqual([
      {
        refusal: {
          file: 'test.csv',
          at: 'line 2',
          field: '',
          code: 'malformed-file',
          reason: 'the row has 2 values but the header has 3 columns; it runs on to line 5, is a quote not closed?',
        },
      },
    ])
  })

  it('reads the rows before text that is not UTF-8 and refuses the file from that line on', async () => {
    const latin1 = Buffer.concat([
      Buffer.from('article_id;name;value\nA-1;Lange;1\nA-2;L'),
      Buffer.from([0xe4]),
      Buffer.from('nge;2\n'),
    ])
    const items = await readAll('feature', Readable.from([latin1]))
    expect(rows(items).map((raw) => raw.fields.article_id)).toEqual(['A-1'])
    expect(refusals(items)).toEqual([
      {
        file: 'test.csv',
        at: 'line 3',
        field: '',
        code: 'malformed-file',
        reason: 'the file is not UTF-8 text from here on; save it as "CSV UTF-8"',
      },
    ])
  })

  it('refuses an empty file', async () => {
    const items = await readAll('stock', fromText(''))
    expect(refusals(items).map((refusal) => refusal.reason)).toEqual(['the file has no header row'])
  })
})

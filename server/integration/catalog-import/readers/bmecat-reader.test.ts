import { createReadStream, readFileSync } from 'node:fs'
import { Readable } from 'node:stream'
import { describe, expect, it } from 'vitest'
import type { RawRecord, ReadItem, Refusal } from '../records'
import { readBmecat } from './bmecat-reader'

const SAMPLES = 'tests/fixtures/import/bmecat'

async function read(input: NodeJS.ReadableStream, file = 'sample.xml'): Promise<ReadItem[]> {
  const items: ReadItem[] = []
  for await (const item of readBmecat(input, file)) items.push(item)
  return items
}

const readSample = (name: string) => read(createReadStream(`${SAMPLES}/${name}`), name)
const readText = (xml: string) => read(Readable.from([Buffer.from(xml)]))

const records = (items: ReadItem[]) => items.flatMap((item) => ('raw' in item ? [item.raw] : []))
const refusals = (items: ReadItem[]) => items.flatMap((item) => ('refusal' in item ? [item.refusal] : []))
const ofKind = (items: ReadItem[], kind: RawRecord['kind'], articleId?: string) =>
  records(items).filter((raw) => raw.kind === kind && (articleId === undefined || raw.fields.article_id === articleId))

/** The input as many small chunks, cutting through tags and multi-byte characters (Ø, Cyrillic). */
function inChunks(bytes: Buffer, size: number): Readable {
  const chunks: Buffer[] = []
  for (let start = 0; start < bytes.length; start += size) chunks.push(bytes.subarray(start, start + size))
  return Readable.from(chunks)
}

describe('the BMEcat 2005 reader', () => {
  it('reads a T_NEW_CATALOG as a full catalogue: parts, translations, features, OE references, price scales', async () => {
    const items = await readSample('catalog-full.xml')
    expect(items[0]).toEqual({ mode: 'full' })
    expect(refusals(items)).toEqual([])
    const counts: Record<string, number> = {}
    for (const raw of records(items)) counts[raw.kind] = (counts[raw.kind] ?? 0) + 1
    expect(counts).toEqual({
      part: 6,
      translation: 23,
      feature: 11,
      reference: 11,
      price: 11,
    })
    expect(ofKind(items, 'part', 'BM-20110')).toEqual([
      {
        kind: 'part',
        pos: { file: 'catalog-full.xml', at: 'PRODUCT 1, line 40' },
        fields: {
          article_id: 'BM-20110',
          supplier_id: '1000',
          product_group: 'brake-disc',
          manufacturer: 'Achslast Parts',
          manufacturer_part_no: 'AP-430-SN7',
          gtin: '4049000201105',
          order_unit: 'C62',
          weight_g: '34500',
          is_new: false,
          image: 'images/bm-20110.jpg',
        },
      },
    ])
  })

  it('gives one translation per language, mapped to the shop’s codes, with the long description where there is one', async () => {
    const items = await readSample('catalog-full.xml')
    const discs = ofKind(items, 'translation', 'BM-20110')
    expect(discs.map((raw) => raw.fields.lang)).toEqual(['de', 'en', 'fr', 'it', 'ru', 'nl', 'pt', 'es'])
    expect(discs[0]).toEqual({
      kind: 'translation',
      pos: { file: 'catalog-full.xml', at: 'PRODUCT 1, line 43' },
      fields: {
        article_id: 'BM-20110',
        lang: 'de',
        name: 'Bremsscheibe, Vorderachse, Ø 430 mm',
        description: 'Innenbelüftete Bremsscheibe für Scheibenbremsen SN7 / SK7, mit ABS-Ring. Paarweiser Tausch empfohlen.',
      },
    })
    expect(discs[4]?.fields).toEqual({ article_id: 'BM-20110', lang: 'ru', name: 'Тормозной диск, передняя ось, Ø 430 mm' })
  })

  it('reads plain features with their unit, and the OE area as references by make', async () => {
    const items = await readSample('catalog-full.xml')
    expect(ofKind(items, 'feature', 'BM-20110').map((raw) => [raw.fields.name, raw.fields.value, raw.pos.at])).toEqual([
      ['Durchmesser', '430 mm', 'PRODUCT 1, line 75'],
      ['Bremsscheibendicke', '45 mm', 'PRODUCT 1, line 80'],
      ['Bremsscheibenart', 'innenbelüftet', 'PRODUCT 1, line 85'],
    ])
    expect(ofKind(items, 'reference', 'BM-20220').map((raw) => [raw.fields.make, raw.fields.reference_no, raw.pos.at])).toEqual([
      ['DAF', '1943669', 'PRODUCT 2, line 153'],
      ['Volvo', '21496551', 'PRODUCT 2, line 157'],
      ['Volvo', '85111440', 'PRODUCT 2, line 157'],
    ])
  })

  it('reads net list prices as LIST scales, from 1 and in the header’s currency when the file leaves them out', async () => {
    const items = await readSample('catalog-full.xml')
    expect(ofKind(items, 'price', 'BM-20110').map((raw) => raw.fields)).toEqual([
      { article_id: 'BM-20110', price_group: 'LIST', min_quantity: '1', price: '189.00', currency: 'EUR' },
      { article_id: 'BM-20110', price_group: 'LIST', min_quantity: '5', price: '179.50', currency: 'EUR' },
      { article_id: 'BM-20110', price_group: 'LIST', min_quantity: '10', price: '169.90', currency: 'EUR' },
    ])
    expect(ofKind(items, 'price', 'BM-30330').map((raw) => raw.fields)).toEqual([
      { article_id: 'BM-30330', price_group: 'LIST', min_quantity: '1', price: '142.80', currency: 'EUR' },
    ])
    // The recommended retail price (price_type nrp) of the oil filter is not a list price.
    expect(ofKind(items, 'price', 'BM-40440').map((raw) => raw.fields.price)).toEqual(['18.60', '16.90'])
    expect(ofKind(items, 'part', 'BM-60660')[0]?.fields.is_new).toBe(true)
  })

  it('reads T_UPDATE_PRODUCTS as a delta, with mode="delete" as a delete record', async () => {
    const items = await readSample('update-products.xml')
    expect(items[0]).toEqual({ mode: 'delta' })
    expect(ofKind(items, 'part').map((raw) => raw.fields.article_id)).toEqual(['BM-20220', 'BM-70770'])
    expect(ofKind(items, 'reference', 'BM-20220').map((raw) => raw.fields.make)).toEqual([
      'DAF',
      'Volvo',
      'Volvo',
      'Renault Trucks',
    ])
    expect(ofKind(items, 'delete')).toEqual([
      { kind: 'delete', pos: { file: 'update-products.xml', at: 'PRODUCT 3, line 124' }, fields: { article_id: 'BM-50550' } },
    ])
  })

  it('reads T_UPDATE_PRICES as a delta of price records only', async () => {
    const items = await readSample('update-prices.xml')
    expect(items[0]).toEqual({ mode: 'delta' })
    expect(new Set(records(items).map((raw) => raw.kind))).toEqual(new Set(['price']))
    expect(records(items).map((raw) => [raw.fields.article_id, raw.fields.min_quantity, raw.fields.price, raw.pos.at])).toEqual([
      ['BM-20110', '1', '194.00', 'PRODUCT 1, line 25'],
      ['BM-20110', '5', '184.00', 'PRODUCT 1, line 29'],
      ['BM-20110', '10', '174.50', 'PRODUCT 1, line 33'],
      ['BM-40440', '1', '17.95', 'PRODUCT 2, line 42'],
      ['BM-40440', '12', '16.40', 'PRODUCT 2, line 47'],
      ['BM-60660', '1', '299.00', 'PRODUCT 3, line 57'],
    ])
  })

  it('passes the bad rows on for validation, refuses a PRODUCT without SUPPLIER_PID, and stops at broken XML', async () => {
    const items = await readSample('bad-rows.xml')
    expect(items[0]).toEqual({ mode: 'delta' })
    expect(ofKind(items, 'part').map((raw) => [raw.fields.article_id, raw.pos.at])).toEqual([
      ['BM-80880', 'PRODUCT 1, line 24'],
      ['BM-80881', 'PRODUCT 2, line 50'],
      ['BM-80882', 'PRODUCT 3, line 75'],
      ['BM-80880', 'PRODUCT 4, line 100'],
      ['BM-80883', 'PRODUCT 5, line 125'],
      ['BM-80884', 'PRODUCT 7, line 166'],
    ])
    expect(ofKind(items, 'part', 'BM-80881')[0]?.fields.order_unit).toBe('STK')
    expect(ofKind(items, 'price', 'BM-80882')[0]?.fields.price).toBe('-12.50')
    expect(ofKind(items, 'translation', 'BM-80883').map((raw) => raw.fields.lang)).toEqual(['en', 'fr'])
    expect(refusals(items)).toEqual<Refusal[]>([
      {
        file: 'bad-rows.xml',
        at: 'PRODUCT 6, line 151',
        field: 'article_id',
        code: 'required',
        reason: 'the PRODUCT has no SUPPLIER_PID (the article number), so it cannot be imported',
      },
      {
        file: 'bad-rows.xml',
        at: 'PRODUCT 8, line 201',
        field: '',
        code: 'malformed-file',
        reason: 'the XML is broken here: unexpected close tag',
      },
    ])
    // The broken PRODUCT and everything after it yield nothing; the refusal is the last item.
    expect(items.at(-1)).toHaveProperty('refusal.code', 'malformed-file')
    expect(records(items).some((raw) => ['BM-80885', 'BM-80886'].includes(String(raw.fields.article_id)))).toBe(false)
  })

  it('gives the same items when the file arrives in chunks of a few bytes', async () => {
    for (const name of ['catalog-full.xml', 'update-products.xml', 'bad-rows.xml']) {
      const whole = await readSample(name)
      const chunked = await read(inChunks(readFileSync(`${SAMPLES}/${name}`), 7), name)
      expect(chunked).toEqual(whole)
    }
  })

  it('stops pulling from the input once the XML is broken', async () => {
    let pulled = 0
    const good = '<PRODUCT><SUPPLIER_PID>BM-1</SUPPLIER_PID></PRODUCT>\n'
    async function* chunks() {
      yield '<BMECAT version="2005"><HEADER/><T_UPDATE_PRODUCTS>\n'
      pulled++
      yield '<PRODUCT><SUPPLIER_PID>BM-0</SUPPLIER_PID></PRODUKT>\n'
      for (let i = 0; i < 1000; i++) {
        pulled++
        yield good
      }
      yield '</T_UPDATE_PRODUCTS></BMECAT>'
    }
    const items = await read(Readable.from(chunks()))
    expect(refusals(items)).toEqual([
      {
        file: 'sample.xml',
        at: 'PRODUCT 1, line 2',
        field: '',
        code: 'malformed-file',
        reason: 'the XML is broken here: unexpected close tag',
      },
    ])
    // The PRODUCT the bad close tag ends is not read either.
    expect(records(items)).toEqual([])
    expect(pulled).toBeLessThan(5)
  })

  it('refuses a file that ends before its elements are closed, after the records it could read', async () => {
    const items = await readText(
      '<BMECAT version="2005"><T_NEW_CATALOG>\n<PRODUCT><SUPPLIER_PID>BM-1</SUPPLIER_PID></PRODUCT>\n<PRODUCT><SUPPLIER_PID>BM-2',
    )
    expect(ofKind(items, 'part').map((raw) => raw.fields.article_id)).toEqual(['BM-1'])
    expect(refusals(items)).toMatchObject([{ at: 'PRODUCT 2, line 3', code: 'malformed-file' }])
  })

  it('refuses what is not a BMEcat 2005 catalogue, in plain words', async () => {
    const other = await readText('<?xml version="1.0"?>\n<ORDER><ITEM/></ORDER>')
    expect(refusals(other)).toEqual([
      {
        file: 'sample.xml',
        at: 'line 2',
        field: '',
        code: 'malformed-file',
        reason: 'this is not a BMEcat file: it starts with <ORDER>, not <BMECAT>',
      },
    ])
    const old = await readText('<BMECAT version="1.2"><T_NEW_CATALOG><ARTICLE/></T_NEW_CATALOG></BMECAT>')
    expect(refusals(old)[0]?.reason).toBe('this is BMEcat 1.2; the shop reads BMEcat 2005 (export the catalogue as 2005)')
    const empty = await readText('<BMECAT version="2005"><HEADER/></BMECAT>')
    expect(refusals(empty)[0]?.code).toBe('malformed-file')
    expect(records(empty)).toEqual([])
  })

  it('takes texts without lang in the header’s default language, and accepts two-letter codes and namespace prefixes', async () => {
    const items = await readText(`<bme:BMECAT version="2005" xmlns:bme="http://www.bmecat.org/bmecat/2005">
      <bme:HEADER><bme:CATALOG><bme:LANGUAGE>fra</bme:LANGUAGE><bme:LANGUAGE default="true">eng</bme:LANGUAGE></bme:CATALOG></bme:HEADER>
      <bme:T_NEW_CATALOG><bme:PRODUCT><bme:SUPPLIER_PID>BM-1</bme:SUPPLIER_PID><bme:PRODUCT_DETAILS>
        <bme:DESCRIPTION_SHORT>Oil filter</bme:DESCRIPTION_SHORT><bme:DESCRIPTION_SHORT lang="de">Ölfilter</bme:DESCRIPTION_SHORT>
      </bme:PRODUCT_DETAILS></bme:PRODUCT></bme:T_NEW_CATALOG></bme:BMECAT>`)
    expect(ofKind(items, 'translation').map((raw) => [raw.fields.lang, raw.fields.name])).toEqual([
      ['en', 'Oil filter'],
      ['de', 'Ölfilter'],
    ])
  })

  it('reads the encoding the XML declaration names, also when the declaration arrives in pieces', async () => {
    const xml = `<?xml version="1.0" encoding="ISO-8859-1"?>
<BMECAT version="2005"><T_NEW_CATALOG><PRODUCT><SUPPLIER_PID>BM-1</SUPPLIER_PID><PRODUCT_DETAILS>
<DESCRIPTION_SHORT lang="deu">Ölfilter, Außen-Ø 108 mm</DESCRIPTION_SHORT></PRODUCT_DETAILS></PRODUCT></T_NEW_CATALOG></BMECAT>`
    const items = await read(inChunks(Buffer.from(xml, 'latin1'), 3))
    expect(ofKind(items, 'translation').map((raw) => raw.fields.name)).toEqual(['Ölfilter, Außen-Ø 108 mm'])
    const unknown = await readText('<?xml version="1.0" encoding="x-unheard-of"?><BMECAT version="2005"/>')
    expect(refusals(unknown)).toEqual([
      {
        file: 'sample.xml',
        at: 'line 1',
        field: '',
        code: 'malformed-file',
        reason: 'the file is encoded as x-unheard-of, which the shop cannot read; save it as UTF-8',
      },
    ])
  })
})

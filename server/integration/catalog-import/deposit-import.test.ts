import { Readable } from 'node:stream'
import { beforeEach, describe, expect, it } from 'vitest'
import writeXlsxFile from 'write-excel-file/node'
import type { Db } from '../../db/connect'
import { importRecords } from './import-service'
import { emptyShop, fullImport, raw, restartLines } from './import-test-kit'
import { readBmecat } from './readers/bmecat-reader'
import { csvReader } from './readers/csv-reader'
import { xlsxReader } from './readers/xlsx-reader'
import type { RawRecord, ReadItem } from './records'

/** The deposit of an exchange unit (Altteilpfand) through every import door: CSV, XLSX, BMEcat and a delta. */
const part = (id: string, deposit?: string | number) =>
  raw('part', {
    article_id: id,
    product_group: 'starter-motor',
    manufacturer: 'Achslast Parts',
    make: 'MAN',
    weight_g: '9000',
    list_price: '420.00',
    ...(deposit === undefined ? {} : { deposit }),
  })
const name = (id: string) => raw('translation', { article_id: id, lang: 'de', name: 'Starter' })

const deposits = async (db: Db) =>
  Object.fromEntries(
    (await db.selectFrom('parts').select(['sku', 'deposit_cents']).orderBy('sku').execute()).map((p) => [p.sku, p.deposit_cents]),
  )
const delta = (db: Db, records: RawRecord[]) => importRecords(db, { source: 'api', startedBy: 'erp', records })

async function collect(items: AsyncIterable<ReadItem>): Promise<ReadItem[]> {
  const out: ReadItem[] = []
  for await (const item of items) out.push(item)
  return out
}
const rawsOf = (items: ReadItem[]) => items.flatMap((item) => ('raw' in item ? [item.raw] : []))
const refusalsOf = (items: ReadItem[]) => items.flatMap((item) => ('refusal' in item ? [item.refusal] : []))

describe('the deposit of an exchange unit', () => {
  beforeEach(restartLines)

  it('is read in euros (12.50 or 12,50) by a full import; a part without one has none', async () => {
    const db = await emptyShop()
    const result = await fullImport(db, [
      part('EX-1', '180,00'),
      name('EX-1'),
      part('EX-2', '7.5'),
      name('EX-2'),
      part('EX-3'),
      name('EX-3'),
    ])
    expect(result).toMatchObject({ status: 'done', refused: 0 })
    expect(await deposits(db)).toEqual({ 'EX-1': 18000, 'EX-2': 750, 'EX-3': 0 })
    await db.destroy()
  })

  it('refuses a negative or non-numeric deposit with the row and the field', async () => {
    const db = await emptyShop()
    const result = await fullImport(db, [part('EX-1', '-80'), name('EX-1'), part('EX-2', 'achtzig'), name('EX-2')])
    expect(result.status).toBe('failed')
    // The parts' names are refused after them (their article was refused), so only the deposit rows are looked at.
    const onDeposit = result.refusals.filter((r) => r.field === 'deposit')
    expect(onDeposit.map((r) => [r.at, r.code])).toEqual([
      ['line 1', 'negative'],
      ['line 3', 'not-a-number'],
    ])
    expect(onDeposit.map((r) => r.reason)).toEqual(['deposit the price -80 is negative', expect.stringContaining('achtzig')])
    await db.destroy()
  })

  it('in a delta: left out keeps the deposit, 0 removes it, an amount sets it, a new part takes its own', async () => {
    const db = await emptyShop()
    await fullImport(db, [part('EX-1', '180'), name('EX-1'), part('EX-2', '95'), name('EX-2'), part('EX-3'), name('EX-3')])
    const result = await delta(db, [part('EX-1'), part('EX-2', '0'), part('EX-3', '250.00'), part('EX-4', '60'), name('EX-4')])
    expect(result).toMatchObject({ status: 'done', refusals: [] })
    expect(await deposits(db)).toEqual({ 'EX-1': 18000, 'EX-2': 0, 'EX-3': 25000, 'EX-4': 6000 })
    const refused = await delta(db, [part('EX-1', '-1')])
    expect(refused.refusals.map((r) => [r.field, r.code])).toEqual([['deposit', 'negative']])
    expect((await deposits(db))['EX-1']).toBe(18000)
    await db.destroy()
  })

  it('is a column of a CSV parts file and of an XLSX parts sheet (a number cell)', async () => {
    const csv =
      'article_id;product_group;manufacturer;weight_g;list_price;deposit\nEX-1;starter-motor;Achslast Parts;9000;420,00;180,00\n'
    const fromCsv = await collect(csvReader('part')(Readable.from([Buffer.from(csv)]), 'parts.csv'))
    expect(refusalsOf(fromCsv)).toEqual([])
    expect(rawsOf(fromCsv)[0]?.fields.deposit).toBe('180,00')
    const book = await writeXlsxFile([
      {
        sheet: 'parts',
        data: [
          ['article_id', 'product_group', 'manufacturer', 'weight_g', 'list_price', 'deposit'].map((value) => ({ value })),
          [
            { value: 'EX-1' },
            { value: 'starter-motor' },
            { value: 'Achslast Parts' },
            { value: 9000 },
            { value: 420 },
            { value: 180 },
          ],
        ],
      },
    ]).toBuffer()
    const fromXlsx = await collect(xlsxReader()(Readable.from([book]), 'book.xlsx'))
    expect(refusalsOf(fromXlsx)).toEqual([])
    expect(rawsOf(fromXlsx)[0]?.fields.deposit).toBe(180)
  })
})

const bmecat = (transaction: string, mode = '') => `<?xml version="1.0" encoding="UTF-8"?>
<BMECAT version="2005" xmlns="http://www.bmecat.org/bmecat/2005">
  <HEADER><CATALOG><LANGUAGE default="true">deu</LANGUAGE><CURRENCY>EUR</CURRENCY></CATALOG></HEADER>
  <${transaction}>
    <PRODUCT${mode}>
      <SUPPLIER_PID>EX-1</SUPPLIER_PID>
      <PRODUCT_DETAILS><DESCRIPTION_SHORT>Starter</DESCRIPTION_SHORT><MANUFACTURER_NAME>Achslast Parts</MANUFACTURER_NAME></PRODUCT_DETAILS>
      <PRODUCT_PRICE_DETAILS>
        <PRODUCT_PRICE price_type="net_list"><PRICE_AMOUNT>420.00</PRICE_AMOUNT></PRODUCT_PRICE>
        <PRODUCT_PRICE price_type="udp_deposit"><PRICE_AMOUNT>180.00</PRICE_AMOUNT></PRODUCT_PRICE>
      </PRODUCT_PRICE_DETAILS>
    </PRODUCT>
  </${transaction}>
</BMECAT>`

describe('the deposit in BMEcat 2005 (PRODUCT_PRICE price_type="udp_deposit")', () => {
  const read = (xml: string) => collect(readBmecat(Readable.from([Buffer.from(xml)]), 'catalog.xml'))

  it('is the part’s deposit in a T_NEW_CATALOG and a T_UPDATE_PRODUCTS, never a list price', async () => {
    for (const xml of [bmecat('T_NEW_CATALOG'), bmecat('T_UPDATE_PRODUCTS', ' mode="update"')]) {
      const items = await read(xml)
      expect(refusalsOf(items)).toEqual([])
      expect(rawsOf(items).find((r) => r.kind === 'part')?.fields.deposit).toBe('180.00')
      expect(
        rawsOf(items)
          .filter((r) => r.kind === 'price')
          .map((r) => r.fields.price),
      ).toEqual(['420.00'])
    }
  })

  it('is refused in a T_UPDATE_PRICES, which carries no part data, with the reason', async () => {
    const items = await read(bmecat('T_UPDATE_PRICES'))
    expect(rawsOf(items).map((r) => r.kind)).toEqual(['price'])
    expect(refusalsOf(items).map((r) => [r.field, r.code])).toEqual([['deposit', 'unknown-price-group']])
    expect(refusalsOf(items)[0]?.reason).toContain('T_UPDATE_PRODUCTS')
  })
})

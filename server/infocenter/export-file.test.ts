import Papa from 'papaparse'
import readXlsxFile from 'read-excel-file/node'
import { describe, expect, it } from 'vitest'
import yauzl from 'yauzl'
import { type ExportColumn, exportFile } from './export-file'
import { writeXlsx } from './xlsx-file'

type Row = { reference: string; total: number }
const COLUMNS: ExportColumn<Row>[] = [
  { header: 'customerOrderReference', value: (r) => r.reference },
  { header: 'total', kind: 'amount', value: (r) => r.total },
]
const ENGLISH = { language: 'en', timeZone: 'Europe/Berlin' } as const
const ROWS: Row[] = [
  { reference: '=1+1', total: -12.5 },
  { reference: '@SUM(A1:A9)', total: 3 },
  { reference: 'PO 4711', total: 4 },
]

/** The XML of every sheet in an XLSX file, to see how a cell is stored. */
function sheetXml(xlsx: Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(xlsx, { lazyEntries: true }, (openError, zip) => {
      if (openError || !zip) return reject(openError)
      let xml = ''
      zip.on('end', () => resolve(xml))
      zip.on('entry', (entry: yauzl.Entry) => {
        if (!entry.fileName.startsWith('xl/worksheets/')) return zip.readEntry()
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return reject(streamError)
          stream.on('data', (chunk: Buffer) => {
            xml += chunk.toString('utf8')
          })
          stream.on('end', () => zip.readEntry())
        })
      })
      zip.readEntry()
    })
  })
}

describe('exportFile', () => {
  it('writes CSV text that starts like a formula with an apostrophe, amounts as the shop writes them', async () => {
    const file = await exportFile('csv', 'orders', COLUMNS, ROWS, ENGLISH, writeXlsx)
    const rows = Papa.parse<string[]>(file.body.toString('utf8').slice(1), { skipEmptyLines: true }).data
    expect(rows).toEqual([
      ['customerOrderReference', 'total'],
      ["'=1+1", '-12.50'],
      ["'@SUM(A1:A9)", '3.00'],
      ['PO 4711', '4.00'],
    ])
  })

  it('writes XLSX text as a string cell, never a formula, with the text unchanged', async () => {
    const file = await exportFile('xlsx', 'orders', COLUMNS, ROWS, ENGLISH, writeXlsx)
    const [sheet] = await readXlsxFile(file.body)
    expect(sheet?.data.slice(1)).toEqual([
      ['=1+1', -12.5],
      ['@SUM(A1:A9)', 3],
      ['PO 4711', 4],
    ])
    expect(await sheetXml(file.body)).not.toMatch(/<f[ >]/)
  })
})

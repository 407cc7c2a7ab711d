import { describe, expect, it } from 'vitest'
import { readUploadedLines } from './read-upload'

describe('readUploadedLines', () => {
  it('reads a CSV export with a header row and semicolons', async () => {
    const file = new File(['Artikelnummer;Menge\r\n1.10234;4\r\n81.50820-6019;1\r\n'], 'bestellung.csv', { type: 'text/csv' })
    expect(await readUploadedLines(file)).toEqual([
      { term: '1.10234', qty: 4 },
      { term: '81.50820-6019', qty: 1 },
    ])
  })
})

/** The smallest workbook Excel writes for two columns (inline strings), zipped with read-excel-file's own zip library. */
async function tinyXlsx(rows: Array<[string, number]>): Promise<File> {
  const { strToU8, zipSync } = await import('fflate')
  const cells = rows
    .map(
      ([term, qty], index) =>
        `<row r="${index + 1}"><c r="A${index + 1}" t="inlineStr"><is><t>${term}</t></is></c><c r="B${index + 1}"><v>${qty}</v></c></row>`,
    )
    .join('')
  const ns = 'http://schemas.openxmlformats.org'
  const zip = zipSync({
    '[Content_Types].xml': strToU8(
      `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="${ns}/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/></Types>`,
    ),
    '_rels/.rels': strToU8(
      `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${ns}/package/2006/relationships"><Relationship Id="rId1" Type="${ns}/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    ),
    'xl/workbook.xml': strToU8(
      `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${ns}/spreadsheetml/2006/main" xmlns:r="${ns}/officeDocument/2006/relationships"><sheets><sheet name="Bestellung" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    ),
    'xl/_rels/workbook.xml.rels': strToU8(
      `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="${ns}/package/2006/relationships"><Relationship Id="rId1" Type="${ns}/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>`,
    ),
    'xl/worksheets/sheet1.xml': strToU8(
      `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${ns}/spreadsheetml/2006/main"><sheetData>${cells}</sheetData></worksheet>`,
    ),
  })
  return new File([zip], 'bestellung.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' })
}

describe('readUploadedLines (XLSX)', () => {
  it('reads part numbers and quantities from the first sheet', async () => {
    const file = await tinyXlsx([
      ['1.10234', 4],
      ['A0004201220', 2],
    ])
    expect(await readUploadedLines(file)).toEqual([
      { term: '1.10234', qty: 4 },
      { term: 'A0004201220', qty: 2 },
    ])
  })
})

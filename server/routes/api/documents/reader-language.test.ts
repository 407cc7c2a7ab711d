import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Language } from '../../../../src/shared/contracts/languages'
import { embeddedFiles, pdfTextRuns } from '../../../documents/pdf/pdf-inspection'
import { buildInfocenterTestApp, type InfocenterTestApp } from '../../../test/infocenter-test-kit'

let t: InfocenterTestApp
beforeAll(async () => {
  t = await buildInfocenterTestApp()
})
afterAll(() => t.close())

type NamedLine = { sku: string; vendorId: string; name: string; orderedName: string | null }

/** The name the product page gives the part in `lang`. */
async function catalogueName(line: { sku: string; vendorId: string }, lang: Language): Promise<string> {
  const row = await t.app.db
    .selectFrom('parts as p')
    .innerJoin('designation_names as n', 'n.designation_id', 'p.designation_id')
    .select('n.name')
    .where('p.sku', '=', line.sku)
    .where('p.vendor_id', '=', line.vendorId)
    .where('n.lang', '=', lang)
    .executeTakeFirstOrThrow()
  return row.name
}

/** A line of a German order of the workshop whose part the catalogue still has: its name was recorded in German. */
async function germanOrderLine() {
  return t.app.db
    .selectFrom('order_lines as l')
    .innerJoin('orders as o', 'o.order_number', 'l.order_number')
    .innerJoin('parts as p', (join) => join.onRef('p.sku', '=', 'l.sku').onRef('p.vendor_id', '=', 'l.vendor_id'))
    .select(['l.order_number', 'l.position', 'l.sku', 'l.vendor_id', 'l.name'])
    .where('o.customer_id', '=', 'D1000001')
    .where('o.language', '=', 'de')
    .orderBy('l.order_number')
    .executeTakeFirstOrThrow()
}

describe('part names in the reader language', () => {
  it('an order placed in German reads in English and Russian with the translated name and the ordered name', async () => {
    const recorded = await germanOrderLine()
    for (const lang of ['en', 'ru'] as const) {
      const translated = await catalogueName({ sku: recorded.sku, vendorId: recorded.vendor_id }, lang)
      expect(translated).not.toBe(recorded.name)
      const order = (await t.get(`/api/orders/${recorded.order_number}?languageID=${lang}`)).json()
      const line = order.lines.find((l: NamedLine & { positionNumber: number }) => l.positionNumber === recorded.position)
      expect(line).toMatchObject({ name: translated, orderedName: recorded.name })
    }
    const german = (await t.get(`/api/orders/${recorded.order_number}?languageID=de`)).json()
    expect(german.lines.find((l: { positionNumber: number }) => l.positionNumber === recorded.position)).toMatchObject({
      name: recorded.name,
      orderedName: null,
    })
  })

  it('the backorder list names its parts in the reader language and keeps the ordered name', async () => {
    const page = (await t.get('/api/backorders?pageSize=100&languageID=ru')).json()
    expect(page.items.length).toBeGreaterThan(0)
    let translated = 0
    for (const item of page.items as Array<NamedLine & { orderNumber: string; positionNumber: number }>) {
      const recorded = await t.app.db
        .selectFrom('order_lines')
        .select('name')
        .where('order_number', '=', item.orderNumber)
        .where('position', '=', item.positionNumber)
        .executeTakeFirstOrThrow()
      expect(item.orderedName ?? item.name).toBe(recorded.name)
      expect(item.name).toBe(await catalogueName(item, 'ru'))
      if (item.orderedName) translated += 1
    }
    expect(translated).toBeGreaterThan(0)
  })

  it('a document and its English PDF name the part in English with the name as issued; the e-invoice keeps the issued name', async () => {
    const invoice = await t.documentOf('werkstatt', 'invoice')
    const issued = await t.app.db
      .selectFrom('document_lines as l')
      .innerJoin('parts as p', (join) => join.onRef('p.sku', '=', 'l.sku').onRef('p.vendor_id', '=', 'l.vendor_id'))
      .select(['l.position', 'l.sku', 'l.vendor_id', 'l.name'])
      .where('l.document_id', '=', invoice.document_id)
      .orderBy('l.position')
      .executeTakeFirstOrThrow()
    const english = await catalogueName({ sku: issued.sku, vendorId: issued.vendor_id }, 'en')
    expect(english).not.toBe(issued.name)

    const detail = (await t.get(`/api/documents/${invoice.document_id}?languageID=en`)).json()
    const line = detail.lines.find((l: { positionNumber: number }) => l.positionNumber === issued.position)
    expect(line).toMatchObject({ name: english, orderedName: issued.name })

    const pdf = await t.get(`/api/documents/${invoice.document_id}/pdf?languageID=en`)
    const text = pdfTextRuns(pdf.rawPayload).join('\n')
    expect(text).toContain(english)
    expect(text).toContain(`Ordered as: ${issued.name}`)

    const xml = (await t.get(`/api/documents/${invoice.document_id}/xml`)).body
    expect(xml).toContain(`<ram:Name>${issued.name.replaceAll('&', '&amp;')}</ram:Name>`)
    expect(xml).not.toContain(`<ram:Name>${english.replaceAll('&', '&amp;')}</ram:Name>`)
    // The English PDF carries the e-invoice as issued, byte for byte the one /xml gives.
    expect(embeddedFiles(pdf.rawPayload)[0]?.toString('utf8')).toBe(xml)
  })
})

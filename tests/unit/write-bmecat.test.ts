import { createReadStream, mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { PART_TYPES } from '../../server/catalog/catalog-tree'
import { DESIGNATIONS } from '../../server/catalog/designations'
import { MAKES } from '../../server/catalog/makes'
import { BRANDS, PartGenerator } from '../../server/catalog/part-generator'
import { readBmecat } from '../../server/integration/catalog-import/readers/bmecat-reader'
import type { RawRecord, ReadItem } from '../../server/integration/catalog-import/records'
import { writeBmecat } from '../bench/import/write-bmecat'

const dir = mkdtempSync(join(tmpdir(), 'write-bmecat-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('the benchmark’s BMEcat writer', () => {
  it('writes the demo parts as a T_NEW_CATALOG that the BMEcat reader reads back unchanged', async () => {
    const path = join(dir, 'catalog.xml')
    const written = await writeBmecat(path, { parts: 50, seed: 3 })
    expect(written).toEqual({ parts: 50, bytes: statSync(path).size })

    const items: ReadItem[] = []
    for await (const item of readBmecat(createReadStream(path, { highWaterMark: 1024 }), 'catalog.xml')) items.push(item)
    expect(items[0]).toEqual({ mode: 'full' })
    expect(items.filter((item) => 'refusal' in item)).toEqual([])
    const raws = items.flatMap((item) => ('raw' in item ? [item.raw] : []))
    const of = (kind: RawRecord['kind'], sku: string) =>
      raws.filter((raw) => raw.kind === kind && raw.fields.article_id === sku).map((raw) => raw.fields)

    const generator = new PartGenerator(3)
    for (let id = 1; id <= 50; id++) {
      const part = generator.next(id)
      const type = PART_TYPES[part.typeIndex]
      expect(of('part', part.sku)).toEqual([
        {
          article_id: part.sku,
          product_group: type?.key,
          manufacturer: BRANDS.find((brand) => brand.id === part.brandId)?.name,
          order_unit: 'C62',
          weight_g: String(part.weightG),
          is_new: part.isNew,
          image: `/images/${type?.key}`,
        },
      ])
      const names = DESIGNATIONS[part.designationId - 1]?.names
      expect(of('translation', part.sku)).toEqual(
        (['de', 'en', 'fr'] as const).map((lang) => ({ article_id: part.sku, lang, name: names?.[lang] })),
      )
      expect(of('reference', part.sku)).toEqual(
        part.xrefs
          .slice(0, 2)
          .map((xref) => ({ article_id: part.sku, make: MAKES[xref.makeIndex]?.name, reference_no: xref.referenceNo })),
      )
      expect(of('price', part.sku)).toEqual([
        {
          article_id: part.sku,
          price_group: 'LIST',
          min_quantity: '1',
          price: (part.listPriceCents / 100).toFixed(2),
          currency: 'EUR',
        },
      ])
    }
    expect(raws.filter((raw) => raw.kind === 'part')).toHaveLength(50)
  })
})

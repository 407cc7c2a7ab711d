import type SQLite from 'better-sqlite3'
import type { Language } from '../../src/shared/contracts/languages'
import { productImageSrc } from '../shop/product-image'
import type { CatalogSnapshot } from './catalog-snapshot'
import type { PartSummary } from './search-port'

type PartRow = {
  id: number
  sku: string
  vendor_id: string
  slug: string
  designation_id: number
  part_type_id: number
  make_id: string
  main_oe: string | null
  replaces_sku: string | null
  weight_g: number
  list_price_cents: number
  deposit_cents: number
  stock_total: number
  is_new: number
  image: string | null
  gtin: string | null
  name: string
}

/** Turns part ids into search rows with prepared statements: one seek per part and one per part's references. */
export function createPartRows(sqlite: SQLite.Database) {
  const partStatement = sqlite.prepare(
    `SELECT p.id, p.sku, p.vendor_id, p.slug, p.designation_id, p.part_type_id, p.make_id, p.main_oe, p.replaces_sku,
            p.weight_g, p.list_price_cents, p.deposit_cents, p.stock_total, p.is_new, p.image, p.gtin, n.name
       FROM parts p JOIN designation_names n ON n.designation_id = p.designation_id AND n.lang = ?
      WHERE p.id = ?`,
  )
  const xrefStatement = sqlite.prepare('SELECT make_id, reference_no FROM part_xrefs WHERE part_id = ? ORDER BY sort')

  return function summaries(ids: number[], lang: Language, snapshot: CatalogSnapshot): PartSummary[] {
    const out: PartSummary[] = []
    for (const id of ids) {
      const row = partStatement.get(lang, id) as PartRow | undefined
      if (!row) continue
      const xrefs = xrefStatement.all(id) as Array<{ make_id: string; reference_no: string }>
      const manufacturer = snapshot.makeNames.get(row.make_id) ?? row.make_id
      out.push({
        id: row.id,
        sku: row.sku,
        vendorId: row.vendor_id,
        name: row.name,
        slug: row.slug,
        image: { src: productImageSrc(snapshot.typeKeys.get(row.part_type_id) ?? 'part', row.image), alt: row.name },
        manufacturer,
        mainManufacturerId: row.make_id,
        mainOe: row.main_oe,
        replaces: row.replaces_sku,
        crossReferences: xrefs.map((x) => ({
          referenceNo: x.reference_no,
          manufacturer: snapshot.makeNames.get(x.make_id) ?? x.make_id,
        })),
        weight: row.weight_g,
        stock: row.stock_total,
        isNew: row.is_new === 1,
        gtin: row.gtin,
        listPriceCents: row.list_price_cents,
        depositCents: row.deposit_cents,
        categoryId: snapshot.designations.get(row.designation_id)?.categoryId ?? '',
      })
    }
    return out
  }
}

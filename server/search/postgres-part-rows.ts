import type { Language } from '../../src/shared/contracts/languages'
import type { Db } from '../db/connect'
import { productImageSrc } from '../shop/product-image'
import type { CatalogSnapshot } from './catalog-snapshot'
import type { PartSummary } from './search-port'

/** Search rows for part ids in two round trips (the parts, then their references), in the order asked. */
export async function postgresSummaries(
  db: Db,
  ids: number[],
  lang: Language,
  snapshot: CatalogSnapshot,
): Promise<PartSummary[]> {
  if (!ids.length) return []
  const [parts, xrefs] = await Promise.all([
    db
      .selectFrom('parts as p')
      .innerJoin('designation_names as n', (join) =>
        join.onRef('n.designation_id', '=', 'p.designation_id').on('n.lang', '=', lang),
      )
      .select([
        'p.id',
        'p.sku',
        'p.vendor_id',
        'p.slug',
        'p.designation_id',
        'p.part_type_id',
        'p.make_id',
        'p.main_oe',
        'p.replaces_sku',
        'p.weight_g',
        'p.list_price_cents',
        'p.deposit_cents',
        'p.stock_total',
        'p.is_new',
        'p.image',
        'p.gtin',
        'n.name',
      ])
      .where('p.id', 'in', ids)
      .execute(),
    db
      .selectFrom('part_xrefs')
      .select(['part_id', 'make_id', 'reference_no'])
      .where('part_id', 'in', ids)
      .orderBy('part_id')
      .orderBy('sort')
      .execute(),
  ])
  const byId = new Map(parts.map((row) => [row.id, row]))
  const makeName = (id: string) => snapshot.makeNames.get(id) ?? id
  return ids.flatMap((id) => {
    const row = byId.get(id)
    if (!row) return []
    return {
      id: row.id,
      sku: row.sku,
      vendorId: row.vendor_id,
      name: row.name,
      slug: row.slug,
      image: { src: productImageSrc(snapshot.typeKeys.get(row.part_type_id) ?? 'part', row.image), alt: row.name },
      manufacturer: makeName(row.make_id),
      mainManufacturerId: row.make_id,
      mainOe: row.main_oe,
      replaces: row.replaces_sku,
      crossReferences: xrefs
        .filter((x) => x.part_id === id)
        .map((x) => ({ referenceNo: x.reference_no, manufacturer: makeName(x.make_id) })),
      weight: row.weight_g,
      stock: row.stock_total,
      isNew: row.is_new === 1,
      gtin: row.gtin,
      listPriceCents: row.list_price_cents,
      depositCents: row.deposit_cents,
      categoryId: snapshot.designations.get(row.designation_id)?.categoryId ?? '',
    }
  })
}

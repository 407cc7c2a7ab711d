import { sql } from 'kysely'
import type { Language } from '../../../src/shared/contracts/languages'
import { productImageSrc } from '../../shop/product-image'
import type { Db } from '../connect'

/** What the product page shows of one part (SPEC.md §3 "Cart item / product"), before pricing. */
export function createCatalogProductRepository(db: Db) {
  return {
    /** A part's image path (server/shop/product-image.ts), for the product page's preload hint; undefined for an unknown slug. */
    async imageSrcBySlug(slug: string): Promise<string | undefined> {
      const row = await db
        .selectFrom('parts as p')
        .innerJoin('part_types as t', 't.id', 'p.part_type_id')
        .select(['t.key', 'p.image'])
        .where('p.slug', '=', slug)
        .executeTakeFirst()
      return row ? productImageSrc(row.key, row.image) : undefined
    },
    /** `fallbackLang` (the shop's default language) words the long description the part has not in `lang`. */
    async bySlug(slug: string, lang: Language, fallbackLang: Language) {
      const part = await db
        .selectFrom('parts as p')
        .innerJoin('designation_names as n', (join) =>
          join.onRef('n.designation_id', '=', 'p.designation_id').on('n.lang', '=', lang),
        )
        .innerJoin('designations as d', 'd.id', 'p.designation_id')
        .innerJoin('part_types as t', 't.id', 'p.part_type_id')
        .innerJoin('brands as b', 'b.id', 'p.brand_id')
        .innerJoin('makes as m', 'm.id', 'p.make_id')
        .select([
          'p.id',
          'p.sku',
          'p.vendor_id',
          'p.slug',
          'p.replaces_sku',
          'p.replaced_by_sku',
          'p.weight_g',
          'p.list_price_cents',
          'p.deposit_cents',
          'p.stock_total',
          'p.gtin',
          'p.manufacturer_part_no',
          'p.order_unit',
          'p.image',
          'n.name',
          'd.category_id',
          't.key as type_key',
          'b.name as brand_name',
          'm.name as make_name',
        ])
        .where('p.slug', '=', slug)
        .executeTakeFirst()
      if (!part) return undefined
      const [crossReferences, categories, vehicles, texts, features] = await Promise.all([
        db
          .selectFrom('part_xrefs as x')
          .innerJoin('makes as m', 'm.id', 'x.make_id')
          .select(['x.reference_no as referenceNo', 'm.name as manufacturer'])
          .where('x.part_id', '=', part.id)
          .orderBy('x.sort')
          .execute(),
        categoryPath(db, part.category_id, lang),
        db
          .selectFrom('vehicle_parts as vp')
          .innerJoin('vehicles as v', 'v.id', 'vp.vehicle_id')
          .innerJoin('makes as m', 'm.id', 'v.make_id')
          .select(['m.name as make', 'v.model', 'v.type', 'v.year'])
          .where('vp.part_id', '=', part.id)
          .orderBy('v.id')
          .limit(20)
          .execute(),
        db.selectFrom('part_texts').select(['lang', 'description']).where('part_id', '=', part.id).orderBy('lang').execute(),
        db.selectFrom('part_features').select(['name', 'value']).where('part_id', '=', part.id).orderBy('sort').execute(),
      ])
      const description =
        (texts.find((text) => text.lang === lang) ?? texts.find((text) => text.lang === fallbackLang) ?? texts[0])?.description ??
        null
      return { ...part, crossReferences, categories, vehicles, description, features }
    },
  }
}

/**
 * The category and its ancestors, top first (at most five levels), in one recursive query rather
 * than one query per level: the product page is among the most requested calls (bench:load).
 */
async function categoryPath(db: Db, categoryId: string, lang: Language) {
  // The name as a subquery: joined, SQLite chose to scan all category names (3× slower).
  const { rows } = await sql<{ id: string; name: string | null }>`
    with recursive chain(id, parent_id, depth) as (
      select id, parent_id, 0 from categories where id = ${categoryId}
      union all
      select c.id, c.parent_id, chain.depth + 1 from categories c join chain on c.id = chain.parent_id where chain.depth < 4
    )
    select chain.id, (select n.name from category_names n where n.id = chain.id and n.lang = ${lang}) as name
    from chain order by chain.depth desc`.execute(db)
  return rows.flatMap((row) => (row.name === null ? [] : [{ id: row.id, name: row.name }]))
}

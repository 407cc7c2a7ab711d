import { sql } from 'kysely'
import type { Language } from '../../../src/shared/contracts/languages'
import type { Db } from '../connect'

/** What the product page shows of one part (SPEC.md §3 "Cart item / product"), before pricing. */
export function createCatalogProductRepository(db: Db) {
  return {
    /** The key of a part's image (`/images/{key}`), for the product page's preload hint; undefined for an unknown slug. */
    async imageKeyBySlug(slug: string): Promise<string | undefined> {
      const row = await db
        .selectFrom('parts as p')
        .innerJoin('part_types as t', 't.id', 'p.part_type_id')
        .select('t.key')
        .where('p.slug', '=', slug)
        .executeTakeFirst()
      return row?.key
    },
    async bySlug(slug: string, lang: Language) {
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
          'p.stock_total',
          'n.name',
          'd.category_id',
          't.key as type_key',
          'b.name as brand_name',
          'm.name as make_name',
        ])
        .where('p.slug', '=', slug)
        .executeTakeFirst()
      if (!part) return undefined
      const [crossReferences, categories, vehicles] = await Promise.all([
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
      ])
      return { ...part, crossReferences, categories, vehicles }
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

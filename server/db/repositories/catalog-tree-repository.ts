import type { CategoryNode } from '../../../src/shared/contracts/catalog'
import type { Language } from '../../../src/shared/contracts/languages'
import type { Db } from '../connect'

/** The product-group tree and the divisions' product groups, named in one language. */
export function createCatalogTreeRepository(db: Db) {
  return {
    async tree(lang: Language): Promise<CategoryNode[]> {
      const rows = await db
        .selectFrom('categories as c')
        .innerJoin('category_names as n', (join) => join.onRef('n.id', '=', 'c.id').on('n.lang', '=', lang))
        .select(['c.id', 'c.parent_id', 'c.image', 'n.name'])
        .orderBy('c.level')
        .orderBy('c.sort')
        .execute()
      const nodes = new Map<string, CategoryNode>()
      const roots: CategoryNode[] = []
      for (const row of rows) {
        const node: CategoryNode = { id: row.id, name: row.name, image: row.image, children: [] }
        nodes.set(row.id, node)
        const parent = row.parent_id ? nodes.get(row.parent_id) : undefined
        if (parent) parent.children.push(node)
        else roots.push(node)
      }
      return roots
    },

    async division(slug: string, lang: Language) {
      const division = await db
        .selectFrom('divisions as d')
        .innerJoin('division_names as n', (join) => join.onRef('n.id', '=', 'd.id').on('n.lang', '=', lang))
        .select(['d.id', 'd.slug', 'd.image', 'n.name'])
        .where('d.slug', '=', slug)
        .executeTakeFirst()
      if (!division) return undefined
      // The division's product groups: the second level of the tree, in tree order, with how many parts each has there.
      const categories = await db
        .selectFrom('division_categories as dc')
        .innerJoin('categories as c', 'c.id', 'dc.category_id')
        .innerJoin('categories as top', 'top.id', 'c.parent_id')
        .innerJoin('category_names as n', (join) => join.onRef('n.id', '=', 'c.id').on('n.lang', '=', lang))
        .select(['c.id', 'n.name', 'dc.part_count as count'])
        .where('dc.division_id', '=', division.id)
        .where('c.level', '=', 2)
        .orderBy('top.sort')
        .orderBy('c.sort')
        .execute()
      return { slug: division.slug, name: division.name, image: division.image, categories }
    },
  }
}

import type { Language } from '../../../src/shared/contracts/languages'
import type { Db } from '../connect'

export function createContentRepository(db: Db) {
  return {
    async divisions(lang: Language) {
      return db
        .selectFrom('divisions as d')
        .innerJoin('division_names as n', (join) => join.onRef('n.id', '=', 'd.id').on('n.lang', '=', lang))
        .select(['n.name as name', 'd.slug as slug', 'd.image as image'])
        .orderBy('d.sort')
        .execute()
    },

    async topCategories(lang: Language) {
      return db
        .selectFrom('categories as c')
        .innerJoin('category_names as n', (join) => join.onRef('n.id', '=', 'c.id').on('n.lang', '=', lang))
        .where('c.level', '=', 1)
        .select(['n.name as name', 'c.id as id', 'c.image as image'])
        .orderBy('c.sort')
        .execute()
    },
  }
}

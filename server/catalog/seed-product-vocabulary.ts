import { LANGUAGES } from '../../src/shared/contracts/languages'
import type { Db } from '../db/connect'
import { PART_TYPES, SUB_CATEGORIES } from './catalog-tree'
import { MAKES } from './makes'
import { WAREHOUSES } from './part-generator'

/**
 * The shop's product vocabulary: vehicle makes, warehouses, the product-group tree below the top
 * categories, the part types (product groups) and the divisions each belongs to. Imports refer to
 * these by key and never define them, so they are reference data, seeded once like countries — also
 * into a database a catalogue was loaded into before imports existed (part_type_divisions still empty).
 */
export async function seedProductVocabulary(db: Db): Promise<boolean> {
  const present = await db.selectFrom('part_type_divisions').select('part_type_id').limit(1).executeTakeFirst()
  if (present) return false
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto('makes')
      .values(MAKES.map((make, sort) => ({ id: make.id, name: make.name, sort })))
      .onConflict((oc) => oc.doNothing())
      .execute()
    await trx
      .insertInto('warehouses')
      .values(WAREHOUSES.map((w) => ({ id: w.id, name: w.name, country: w.country })))
      .onConflict((oc) => oc.doNothing())
      .execute()
    for (const category of SUB_CATEGORIES) {
      await trx
        .insertInto('categories')
        .values({
          id: category.id,
          parent_id: category.parentId,
          level: category.level,
          image: category.image,
          sort: category.sort,
        })
        .onConflict((oc) => oc.doNothing())
        .execute()
      await trx
        .insertInto('category_names')
        .values(LANGUAGES.map((lang) => ({ id: category.id, lang, name: category.names[lang] })))
        .onConflict((oc) => oc.doNothing())
        .execute()
    }
    await trx
      .insertInto('part_types')
      .values(PART_TYPES.map((type) => ({ id: type.index, key: type.key, category_id: type.categoryId, shape: type.shape })))
      .onConflict((oc) => oc.doNothing())
      .execute()
    await trx
      .insertInto('part_type_divisions')
      .values(PART_TYPES.flatMap((type) => type.divisions.map((division_id) => ({ part_type_id: type.index, division_id }))))
      .execute()
  })
  return true
}

import { isLanguage, type Language } from '../../../src/shared/contracts/languages'
import type { Db } from '../../db/connect'
import { PRICE_GROUP_DISCOUNTS } from '../../shop/pricing'

/**
 * What import rows may name, from the shop's reference data: the product groups (part types) of its
 * navigation, vehicle makes, warehouses, divisions, price groups and customers. A wholesaler's file
 * refers to them; it does not define them (docs/catalogue-import.md, "What the shop owns").
 */
export type ImportVocabulary = {
  productGroups: Map<string, number>
  /** Make ids, by id and by name in lower case (`man` and `MAN Truck & Bus`). */
  makes: Map<string, string>
  /** Make names by id, for vehicle addresses (`/vin/truck/man-tgx-18-480-wma…`). */
  makeNames: Map<string, string>
  warehouses: Set<string>
  divisions: Set<string>
  /** The price groups customers have, and `LIST` for the list price's scales. */
  priceGroups: Set<string>
  customers: Set<string>
  defaultLanguage: Language
}

export const LIST_PRICE_GROUP = 'LIST'

export async function loadImportVocabulary(db: Db, defaultLanguage: string): Promise<ImportVocabulary> {
  const [types, makes, warehouses, divisions, customers] = await Promise.all([
    db.selectFrom('part_types').select(['id', 'key']).execute(),
    db.selectFrom('makes').select(['id', 'name']).execute(),
    db.selectFrom('warehouses').select('id').execute(),
    db.selectFrom('divisions').select('id').execute(),
    db.selectFrom('customers').select('customer_id').execute(),
  ])
  const makeMap = new Map<string, string>()
  for (const make of makes) {
    makeMap.set(make.id.toLowerCase(), make.id)
    makeMap.set(make.name.toLowerCase(), make.id)
  }
  return {
    productGroups: new Map(types.map((type) => [type.key, type.id])),
    makes: makeMap,
    makeNames: new Map(makes.map((make) => [make.id, make.name])),
    warehouses: new Set(warehouses.map((w) => w.id)),
    divisions: new Set(divisions.map((d) => d.id)),
    priceGroups: new Set([...Object.keys(PRICE_GROUP_DISCOUNTS), LIST_PRICE_GROUP]),
    customers: new Set(customers.map((c) => c.customer_id)),
    defaultLanguage: isLanguage(defaultLanguage) ? defaultLanguage : 'de',
  }
}

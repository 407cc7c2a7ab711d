import type SQLite from 'better-sqlite3'
import type { Language } from '../../../src/shared/contracts/languages'
import { LANGUAGES } from '../../../src/shared/contracts/languages'
import type { Refusal } from './records'

/** Parts the staged catalogue cannot show: no vehicle make, no name in the shop's language, no list price. */
export function refusalsAfterStaging(sqlite: SQLite.Database, defaultLanguage: Language): Refusal[] {
  const nameless = sqlite
    .prepare(
      `SELECT p.sku, s.file, s.at FROM parts p JOIN stage_positions s ON s.part_id = p.id
        WHERE NOT EXISTS (SELECT 1 FROM stage_names n WHERE n.part_id = p.id AND n.lang = ?) ORDER BY p.id`,
    )
    .all(defaultLanguage) as Array<{ sku: string; file: string; at: string }>
  sqlite.exec(`UPDATE parts SET list_price_cents = coalesce((SELECT price_cents FROM part_prices x
     WHERE x.part_id = parts.id AND x.price_group = 'LIST' AND x.min_quantity = 1), -1) WHERE list_price_cents = -1`)
  const priceless = sqlite
    .prepare(
      'SELECT p.sku, s.file, s.at FROM parts p JOIN stage_positions s ON s.part_id = p.id WHERE p.list_price_cents < 0 ORDER BY p.id',
    )
    .all() as Array<{ sku: string; file: string; at: string }>
  const makeless = sqlite
    .prepare(
      `SELECT p.sku, s.file, s.at FROM parts p JOIN stage_positions s ON s.part_id = p.id
        WHERE p.make_id = '' AND NOT EXISTS (SELECT 1 FROM part_xrefs x WHERE x.part_id = p.id) ORDER BY p.id`,
    )
    .all() as Array<{ sku: string; file: string; at: string }>
  return [
    ...makeless.map((p) => ({
      file: p.file,
      at: p.at,
      field: 'make',
      code: 'required' as const,
      reason: `article "${p.sku}" names no vehicle make and has no OE reference to take one from`,
    })),
    ...nameless.map((p) => ({
      file: p.file,
      at: p.at,
      field: 'name',
      code: 'missing-translation' as const,
      reason: `article "${p.sku}" has no name in the shop's language (${defaultLanguage})`,
    })),
    ...priceless.map((p) => ({
      file: p.file,
      at: p.at,
      field: 'list_price',
      code: 'required' as const,
      reason: `article "${p.sku}" has no list price (list_price, or a LIST price from quantity 1)`,
    })),
  ]
}

/**
 * What the shop derives from a complete staged catalogue: each part's main OE number and make (its
 * first reference), stock total, replacement links, the designations (parts with the same product
 * group and the same names in every language share one, which is what free-text search and the
 * product-group counts run on) and how many parts each division shows per product group.
 */
export function deriveCatalog(sqlite: SQLite.Database, defaultLanguage: Language): { designations: number } {
  numberPerPart(sqlite, 'part_xrefs', 'make_id, reference_no, reference_norm')
  numberPerPart(sqlite, 'part_features', 'name, value')
  sqlite.exec(`
    CREATE INDEX stage_parts_sku ON parts (sku);
    UPDATE parts SET
      main_oe = (SELECT reference_no FROM part_xrefs x WHERE x.part_id = parts.id ORDER BY sort LIMIT 1),
      make_id = CASE WHEN make_id = '' THEN coalesce((SELECT make_id FROM part_xrefs x WHERE x.part_id = parts.id ORDER BY sort LIMIT 1), '') ELSE make_id END,
      stock_total = coalesce((SELECT sum(quantity) FROM part_stock s WHERE s.part_id = parts.id), 0);
    UPDATE parts SET replaced_by_sku = (SELECT n.sku FROM parts n WHERE n.replaces_sku = parts.sku ORDER BY n.id LIMIT 1)
     WHERE sku IN (SELECT replaces_sku FROM parts WHERE replaces_sku IS NOT NULL);
    DROP INDEX stage_parts_sku;
  `)
  const designations = assignDesignations(sqlite, defaultLanguage)
  sqlite.exec(DIVISION_CATEGORIES_SQL)
  return { designations }
}

/**
 * A part's OE numbers and features were staged in file order (one counter for the whole file, so no
 * map of a million parts' counters sits in memory); here they are numbered per part from 0, the
 * first OE number being the part's main one.
 */
function numberPerPart(sqlite: SQLite.Database, table: 'part_xrefs' | 'part_features', columns: string) {
  sqlite.exec(`
    CREATE TEMP TABLE numbered AS
      SELECT part_id, row_number() OVER (PARTITION BY part_id ORDER BY sort) - 1 AS sort, ${columns} FROM ${table};
    DELETE FROM ${table};
    INSERT INTO ${table} (part_id, sort, ${columns}) SELECT part_id, sort, ${columns} FROM numbered ORDER BY part_id, sort;
    DROP TABLE numbered;`)
}

function assignDesignations(sqlite: SQLite.Database, defaultLanguage: Language): number {
  const rows = sqlite
    .prepare(
      `SELECT p.id, p.part_type_id AS typeId, p.is_new AS isNew, t.category_id AS categoryId,
              (SELECT group_concat(lang || char(31) || name, char(30)) FROM (SELECT lang, name FROM stage_names n WHERE n.part_id = p.id ORDER BY lang)) AS names
         FROM parts p JOIN part_types t ON t.id = p.part_type_id ORDER BY p.id`,
    )
    .iterate() as Iterable<{ id: number; typeId: number; isNew: number; categoryId: string; names: string }>
  const byKey = new Map<string, { id: number; typeId: number; categoryId: string; names: string; parts: number; news: number }>()
  const setDesignation = sqlite.prepare('UPDATE parts SET designation_id = ? WHERE id = ?')
  const updates: Array<[number, number]> = []
  for (const row of rows) {
    const key = `${row.typeId}${String.fromCharCode(29)}${row.names}`
    let designation = byKey.get(key)
    if (!designation) {
      designation = { id: byKey.size + 1, typeId: row.typeId, categoryId: row.categoryId, names: row.names, parts: 0, news: 0 }
      byKey.set(key, designation)
    }
    designation.parts += 1
    designation.news += row.isNew
    updates.push([designation.id, row.id])
  }
  for (const [designationId, partId] of updates) setDesignation.run(designationId, partId)
  const insert = sqlite.prepare(
    'INSERT INTO designations (id, part_type_id, category_id, attribute, part_count, new_count) VALUES (?, ?, ?, ?, ?, ?)',
  )
  const insertName = sqlite.prepare('INSERT INTO designation_names (designation_id, lang, name) VALUES (?, ?, ?)')
  for (const d of byKey.values()) {
    insert.run(d.id, d.typeId, d.categoryId, '', d.parts, d.news)
    const names = new Map(
      d.names.split(String.fromCharCode(30)).map((pair) => pair.split(String.fromCharCode(31)) as [string, string]),
    )
    const fallback = names.get(defaultLanguage) ?? [...names.values()][0] ?? ''
    for (const lang of LANGUAGES) insertName.run(d.id, lang, names.get(lang) ?? fallback)
  }
  return byKey.size
}

/**
 * Every category on a part's product-group path counts it, in each of the part's divisions (its own,
 * or its group's). Plain SQL both databases run: the delta import recounts with the same statement.
 */
export const DIVISION_CATEGORIES_SQL = `
    INSERT INTO division_categories (division_id, category_id, part_count)
    WITH RECURSIVE path(type_id, category_id) AS (
      SELECT id, category_id FROM part_types
      UNION SELECT path.type_id, c.parent_id FROM path JOIN categories c ON c.id = path.category_id WHERE c.parent_id IS NOT NULL
    ),
    part_division(part_id, type_id, division_id) AS (
      SELECT p.id, p.part_type_id, d.division_id FROM parts p JOIN part_divisions d ON d.part_id = p.id
      UNION ALL
      SELECT p.id, p.part_type_id, td.division_id FROM parts p JOIN part_type_divisions td ON td.part_type_id = p.part_type_id
       WHERE NOT EXISTS (SELECT 1 FROM part_divisions d WHERE d.part_id = p.id)
    )
    SELECT pd.division_id, path.category_id, count(*)
      FROM part_division pd JOIN path ON path.type_id = pd.type_id
     GROUP BY pd.division_id, path.category_id`

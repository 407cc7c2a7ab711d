import SQLite from 'better-sqlite3'
import { nextCatalogVersion } from '../../src/shared/contracts/catalog-version'
import { LANGUAGES } from '../../src/shared/contracts/languages'
import { rebuildSqliteSearchIndex } from '../search/sqlite-search-index'
import { CATALOG_INDEXES } from '../db/catalog-indexes'
import { PART_TYPES } from './catalog-tree'
import { DESIGNATIONS } from './designations'
import { MAKES } from './makes'
import { BRANDS, type GeneratedPart, PartGenerator, WAREHOUSES } from './part-generator'
import { Random, STREAM } from './random'
import { generateVehicle } from './vehicle-generator'

/** Changes whenever the generator or the search index changes shape, so kept catalogues (the benchmark's) are rebuilt. */
export const CATALOG_FORMAT = '2'

export type SeedOptions = { parts: number; seed?: number; log?: (line: string) => void }
export type SeedSummary = { parts: number; crossReferences: number; vehicles: number; vehicleLinks: number; seconds: number }

export const CATALOG_TABLES = [
  'vehicle_parts',
  'vehicles',
  'part_stock',
  'part_xrefs',
  'parts',
  'division_categories',
  'designation_names',
  'designations',
  'brands',
  'catalog_meta',
]

/** Demo fleet size: one vehicle per hundred parts, at least twenty. */
export const vehicleCount = (parts: number) => Math.max(20, Math.round(parts / 100))
const LINKS_PER_VEHICLE = 50
const UNIVERSAL_LINKS_PER_VEHICLE = 10

/**
 * (Re)builds the demo catalogue in the SQLite file with prepared statements in one transaction:
 * either the whole catalogue of `parts` parts is there afterwards, or the old one is untouched.
 * Secondary indexes are dropped for the load and built once at the end.
 */
export function seedCatalog(file: string, options: SeedOptions): SeedSummary {
  const started = process.hrtime.bigint()
  const seed = options.seed ?? 1
  const log = options.log ?? (() => {})
  const sqlite = new SQLite(file)
  sqlite.pragma('journal_mode = WAL')
  sqlite.pragma('synchronous = NORMAL')
  sqlite.pragma('busy_timeout = 10000')
  // Bulk load: the generator guarantees the references; checking each row would only slow the load.
  sqlite.pragma('foreign_keys = OFF')
  sqlite.pragma('cache_size = -131072')
  try {
    sqlite.exec('BEGIN IMMEDIATE')
    // Read before the tables are emptied: the new catalogue's version must sort after the old one's.
    const previousVersion = sqlite
      .prepare("SELECT value FROM catalog_meta WHERE key IN ('version', 'built_at') ORDER BY key DESC")
      .pluck()
      .get() as string | undefined
    for (const table of CATALOG_TABLES) sqlite.exec(`DELETE FROM ${table}`)
    for (const index of CATALOG_INDEXES) sqlite.exec(`DROP INDEX IF EXISTS ${index.name}`)
    seedVocabulary(sqlite)
    const loaded = seedParts(sqlite, seed, options.parts, log)
    const links = seedVehicles(sqlite, seed, options.parts, loaded)
    for (const index of CATALOG_INDEXES) sqlite.exec(index.sql)
    rebuildSqliteSearchIndex(sqlite)
    const meta = sqlite.prepare('INSERT INTO catalog_meta (key, value) VALUES (?, ?)')
    meta.run('parts', String(options.parts))
    meta.run('seed', String(seed))
    meta.run('format', CATALOG_FORMAT)
    meta.run('built_at', new Date().toISOString())
    // What pages and the service worker compare (src/shared/contracts/catalog-version.ts); an import sets it too.
    meta.run('version', nextCatalogVersion(previousVersion))
    sqlite.exec('COMMIT')
    sqlite.exec('ANALYZE')
    const seconds = Number(process.hrtime.bigint() - started) / 1e9
    return {
      parts: options.parts,
      crossReferences: loaded.crossReferences,
      vehicles: vehicleCount(options.parts),
      vehicleLinks: links,
      seconds,
    }
  } catch (error) {
    if (sqlite.inTransaction) sqlite.exec('ROLLBACK')
    throw error
  } finally {
    sqlite.close()
  }
}

/** Brands only: makes, warehouses and the product-group tree are reference data (./seed-product-vocabulary.ts). */
function seedVocabulary(sqlite: SQLite.Database) {
  const insertBrand = sqlite.prepare('INSERT INTO brands (id, name, vendor_id) VALUES (?, ?, ?)')
  for (const brand of BRANDS) insertBrand.run(brand.id, brand.name, brand.vendorId)
}

type Loaded = {
  crossReferences: number
  /** Part ids by `${makeIndex}:${division}`, and universal (U23) parts by division: what vehicles link to. */
  byMakeDivision: Map<string, number[]>
  universalByDivision: Map<string, number[]>
}

function seedParts(sqlite: SQLite.Database, seed: number, count: number, log: (line: string) => void): Loaded {
  const insertPart = sqlite.prepare(
    `INSERT INTO parts (id, sku, sku_norm, vendor_id, slug, designation_id, part_type_id, make_id, brand_id, main_oe,
       replaces_sku, replaced_by_sku, weight_g, list_price_cents, stock_total, is_new)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, NULL, ?, ?, ?, ?)`,
  )
  const insertXref = sqlite.prepare(
    'INSERT INTO part_xrefs (part_id, sort, make_id, reference_no, reference_norm) VALUES (?, ?, ?, ?, ?)',
  )
  const insertStock = sqlite.prepare('INSERT INTO part_stock (part_id, warehouse_id, quantity) VALUES (?, ?, ?)')
  const setReplacedBy = sqlite.prepare('UPDATE parts SET replaced_by_sku = ? WHERE id = ?')
  const generator = new PartGenerator(seed)
  const partCounts = new Map<number, number>()
  const newCounts = new Map<number, number>()
  const divisionTypeCounts = new Map<string, number>()
  const byMakeDivision = new Map<string, number[]>()
  const universalByDivision = new Map<string, number[]>()
  const replacements: Array<[string, number]> = []
  let crossReferences = 0
  const push = (map: Map<string, number[]>, key: string, id: number) => {
    const list = map.get(key)
    if (list) list.push(id)
    else map.set(key, [id])
  }
  for (let id = 1; id <= count; id++) {
    const part: GeneratedPart = generator.next(id)
    const make = MAKES[part.makeIndex]?.id ?? ''
    const stockTotal = part.stock.reduce((sum, quantity) => sum + quantity, 0)
    insertPart.run(
      id,
      part.sku,
      part.skuNorm,
      part.vendorId,
      part.slug,
      part.designationId,
      part.typeIndex,
      make,
      part.brandId,
      part.mainOe,
      part.replacesSku,
      part.weightG,
      part.listPriceCents,
      stockTotal,
      part.isNew ? 1 : 0,
    )
    part.xrefs.forEach((xref, sort) => {
      insertXref.run(id, sort, MAKES[xref.makeIndex]?.id, xref.referenceNo, xref.referenceNorm)
    })
    crossReferences += part.xrefs.length
    part.stock.forEach((quantity, w) => {
      if (quantity > 0) insertStock.run(id, WAREHOUSES[w]?.id, quantity)
    })
    if (part.replacesId !== null) replacements.push([part.sku, part.replacesId])
    partCounts.set(part.designationId, (partCounts.get(part.designationId) ?? 0) + 1)
    if (part.isNew) newCounts.set(part.designationId, (newCounts.get(part.designationId) ?? 0) + 1)
    const universal = PART_TYPES[part.typeIndex]?.topId === 'U23'
    for (const division of part.divisions) {
      const key = `${division}:${part.typeIndex}`
      divisionTypeCounts.set(key, (divisionTypeCounts.get(key) ?? 0) + 1)
      push(universal ? universalByDivision : byMakeDivision, universal ? division : `${part.makeIndex}:${division}`, id)
    }
    if (id % 100_000 === 0) log(`  ${id.toLocaleString('en')} parts`)
  }
  for (const [sku, olderId] of replacements) setReplacedBy.run(sku, olderId)

  const insertDesignation = sqlite.prepare(
    'INSERT INTO designations (id, part_type_id, category_id, attribute, part_count, new_count) VALUES (?, ?, ?, ?, ?, ?)',
  )
  const insertDesignationName = sqlite.prepare('INSERT INTO designation_names (designation_id, lang, name) VALUES (?, ?, ?)')
  for (const d of DESIGNATIONS) {
    insertDesignation.run(d.id, d.typeIndex, d.categoryId, d.attribute, partCounts.get(d.id) ?? 0, newCounts.get(d.id) ?? 0)
    for (const lang of LANGUAGES) insertDesignationName.run(d.id, lang, d.names[lang])
  }
  seedDivisionCategories(sqlite, divisionTypeCounts)
  return { crossReferences, byMakeDivision, universalByDivision }
}

/** Which product groups each division shows, with how many parts: every category on a part type's path counts its parts. */
function seedDivisionCategories(sqlite: SQLite.Database, divisionTypeCounts: Map<string, number>) {
  const counts = new Map<string, number>()
  for (const [key, count] of divisionTypeCounts) {
    const [division, typeIndex] = key.split(':')
    for (const categoryId of PART_TYPES[Number(typeIndex)]?.path ?? []) {
      const target = `${division}:${categoryId}`
      counts.set(target, (counts.get(target) ?? 0) + count)
    }
  }
  const insert = sqlite.prepare('INSERT INTO division_categories (division_id, category_id, part_count) VALUES (?, ?, ?)')
  for (const [key, count] of counts) {
    const [division, categoryId] = key.split(':')
    insert.run(division, categoryId, count)
  }
}

function seedVehicles(sqlite: SQLite.Database, seed: number, parts: number, loaded: Loaded): number {
  const insertVehicle = sqlite.prepare(
    'INSERT INTO vehicles (id, vin, slug, type, make_id, model, engine, year) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
  )
  const insertLink = sqlite.prepare('INSERT INTO vehicle_parts (vehicle_id, part_id) VALUES (?, ?)')
  let links = 0
  for (let id = 1; id <= vehicleCount(parts); id++) {
    const vehicle = generateVehicle(seed, id)
    insertVehicle.run(
      id,
      vehicle.vin,
      vehicle.slug,
      vehicle.type,
      MAKES[vehicle.makeIndex]?.id,
      vehicle.model,
      vehicle.engine,
      vehicle.year,
    )
    const r = new Random(seed, STREAM.link, id)
    const fitting = new Set<number>()
    const own = loaded.byMakeDivision.get(`${vehicle.makeIndex}:${vehicle.type}`) ?? []
    const universal = loaded.universalByDivision.get(vehicle.type) ?? []
    for (let i = 0; i < Math.min(LINKS_PER_VEHICLE, own.length); i++) fitting.add(r.pick(own))
    for (let i = 0; i < Math.min(UNIVERSAL_LINKS_PER_VEHICLE, universal.length); i++) fitting.add(r.pick(universal))
    for (const partId of [...fitting].sort((a, b) => a - b)) insertLink.run(id, partId)
    links += fitting.size
  }
  return links
}

import type SQLite from 'better-sqlite3'
import { partNumberKey } from '../../shop/part-number'
import { DoubledParts } from './doubled-parts'
import type { ImportRow, PartRow } from './import-rows'
import type { ImportVocabulary } from './import-vocabulary'
import type { Refusal } from './records'
import { slugOf } from './slugs'
import { unknownArticle } from './unknown-article'

/** Rows a full import keeps only until the catalogue is derived from them (./derive-catalog.ts). */
const STAGE_TABLES = `
  CREATE TABLE stage_names (part_id INTEGER NOT NULL, lang TEXT NOT NULL, name TEXT NOT NULL, PRIMARY KEY (part_id, lang)) WITHOUT ROWID;
  CREATE TABLE stage_positions (part_id INTEGER PRIMARY KEY, file TEXT NOT NULL, at TEXT NOT NULL);
`

/**
 * Writes a full catalogue's rows into the staging database, beside the live one: parts get ids in
 * file order, everything else finds its part by article id. Rules that need more than one row are
 * kept here: a duplicate article id, a row for an article the file does not have.
 */
export class FullStage {
  readonly counts: Record<string, number> = {}
  private readonly ids = new Map<string, number>()
  private readonly doubled = new DoubledParts()
  private readonly brands = new Map<string, string>()
  private readonly vehicles = new Map<string, number>()
  /** File order of OE numbers and features; ./derive-catalog.ts numbers them per part from 0. */
  private seq = 0
  private readonly insert: Record<string, SQLite.Statement>
  private readonly typeKeys: Map<number, string>
  private readonly makeNames: Map<string, string>

  constructor(
    sqlite: SQLite.Database,
    vocabulary: ImportVocabulary,
    private readonly refusedParts: Set<string>,
  ) {
    sqlite.exec(STAGE_TABLES)
    this.makeNames = vocabulary.makeNames
    this.typeKeys = new Map([...vocabulary.productGroups].map(([key, id]) => [id, key]))
    const prepare = (text: string) => sqlite.prepare(text)
    this.insert = {
      part: prepare(
        `INSERT INTO parts (id, sku, sku_norm, vendor_id, slug, designation_id, part_type_id, make_id, brand_id, main_oe,
           replaces_sku, replaced_by_sku, weight_g, list_price_cents, deposit_cents, stock_total, is_new, gtin, manufacturer_part_no,
           order_unit, image)
         VALUES (?, ?, ?, ?, ?, 0, ?, coalesce(?, ''), ?, NULL, ?, NULL, ?, coalesce(?, -1), coalesce(?, 0), 0, ?, ?, ?, ?, ?)`,
      ),
      position: prepare('INSERT INTO stage_positions (part_id, file, at) VALUES (?, ?, ?)'),
      division: prepare('INSERT OR IGNORE INTO part_divisions (part_id, division_id) VALUES (?, ?)'),
      brand: prepare('INSERT INTO brands (id, name, vendor_id) VALUES (?, ?, ?)'),
      name: prepare('INSERT OR REPLACE INTO stage_names (part_id, lang, name) VALUES (?, ?, ?)'),
      text: prepare('INSERT OR REPLACE INTO part_texts (part_id, lang, description) VALUES (?, ?, ?)'),
      feature: prepare('INSERT INTO part_features (part_id, sort, name, value) VALUES (?, ?, ?, ?)'),
      reference: prepare('INSERT INTO part_xrefs (part_id, sort, make_id, reference_no, reference_norm) VALUES (?, ?, ?, ?, ?)'),
      vehicle: prepare(
        'INSERT INTO vehicles (id, vin, slug, type, make_id, model, engine, year) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      ),
      fitment: prepare('INSERT OR IGNORE INTO vehicle_parts (vehicle_id, part_id) VALUES (?, ?)'),
      price: prepare('INSERT OR REPLACE INTO part_prices (part_id, price_group, min_quantity, price_cents) VALUES (?, ?, ?, ?)'),
      customerPrice: prepare('INSERT OR REPLACE INTO customer_part_prices (customer_id, part_id, price_cents) VALUES (?, ?, ?)'),
      stock: prepare('INSERT OR REPLACE INTO part_stock (part_id, warehouse_id, quantity) VALUES (?, ?, ?)'),
    }
  }

  /** Stages one checked row; a refusal when it breaks a rule that spans rows. */
  accept(row: ImportRow): Refusal | null {
    const doubled = this.doubled.check(row)
    if (doubled) return doubled
    if (row.kind === 'part') return this.acceptPart(row)
    if (row.kind === 'delete') return null
    const partId = this.ids.get(row.articleId)
    if (partId === undefined) {
      return {
        ...row.pos,
        field: 'article_id',
        code: 'unknown-article',
        reason: unknownArticle(row.articleId, this.refusedParts, 'a part of this catalogue'),
      }
    }
    const i = this.insert
    switch (row.kind) {
      case 'translation':
        i.name?.run(partId, row.lang, row.name)
        if (row.description) i.text?.run(partId, row.lang, row.description)
        break
      case 'feature':
        i.feature?.run(partId, this.seq++, row.name, row.value)
        break
      case 'reference':
        i.reference?.run(partId, this.seq++, row.makeId, row.referenceNo, partNumberKey(row.referenceNo))
        break
      case 'fitment':
        i.fitment?.run(this.vehicleId(row), partId)
        break
      case 'price':
        i.price?.run(partId, row.priceGroup, row.minQuantity, row.priceCents)
        break
      case 'customer-price':
        i.customerPrice?.run(row.customerId, partId, row.priceCents)
        break
      case 'stock':
        i.stock?.run(partId, row.warehouse, row.quantity)
        break
    }
    this.counts[row.kind] = (this.counts[row.kind] ?? 0) + 1
    return null
  }

  private acceptPart(row: PartRow): null {
    const id = this.ids.size + 1
    this.ids.set(row.articleId, id)
    const type = this.typeKeys.get(row.partTypeId) ?? ''
    this.insert.part?.run(
      id,
      row.articleId,
      partNumberKey(row.articleId),
      row.supplierId,
      slugOf(row.articleId, type),
      row.partTypeId,
      row.makeId,
      this.brandOf(row.manufacturer, row.supplierId),
      row.replaces,
      row.weightG,
      row.listPriceCents,
      row.depositCents,
      row.isNew ? 1 : 0,
      row.gtin,
      row.manufacturerPartNo,
      row.orderUnit,
      row.image,
    )
    this.insert.position?.run(id, row.pos.file, row.pos.at)
    for (const division of row.divisions ?? []) this.insert.division?.run(id, division)
    this.counts.part = (this.counts.part ?? 0) + 1
    return null
  }

  private brandOf(manufacturer: string, supplierId: string): string {
    let id = this.brands.get(manufacturer)
    if (!id) {
      // Two spellings can make one slug (`A-B`, `A B`): the second gets a number, never the first's row.
      const slug = slugOf(manufacturer, '') || 'brand'
      const taken = new Set(this.brands.values())
      id = slug
      for (let n = 2; taken.has(id); n++) id = `${slug}-${n}`
      this.brands.set(manufacturer, id)
      this.insert.brand?.run(id, manufacturer, supplierId)
    }
    return id
  }

  private vehicleId(row: Extract<ImportRow, { kind: 'fitment' }>): number {
    let id = this.vehicles.get(row.vin)
    if (id === undefined) {
      id = this.vehicles.size + 1
      this.vehicles.set(row.vin, id)
      const make = row.makeId
      this.insert.vehicle?.run(
        id,
        row.vin,
        slugOf(`${this.makeNames.get(make) ?? make} ${row.model} ${row.vin}`, ''),
        row.vehicleType,
        make,
        row.model,
        row.engine,
        row.year,
      )
      this.counts.vehicle = (this.counts.vehicle ?? 0) + 1
    }
    return id
  }
}

import { type Kysely, type Migration, sql } from 'kysely'

/**
 * The catalogue's secondary indexes as this migration created them. Copied from
 * server/db/catalog-indexes.ts (which the seeder uses to drop and rebuild them around a bulk load)
 * instead of imported: a migration is frozen, and a later index there must come with a new migration.
 */
const CATALOG_INDEXES: Array<{ name: string; sql: string }> = [
  { name: 'parts_sku', sql: 'CREATE UNIQUE INDEX parts_sku ON parts (sku)' },
  { name: 'parts_sku_norm', sql: 'CREATE UNIQUE INDEX parts_sku_norm ON parts (sku_norm)' },
  { name: 'parts_slug', sql: 'CREATE UNIQUE INDEX parts_slug ON parts (slug)' },
  { name: 'parts_designation', sql: 'CREATE INDEX parts_designation ON parts (designation_id)' },
  { name: 'parts_designation_new', sql: 'CREATE INDEX parts_designation_new ON parts (designation_id) WHERE is_new = 1' },
  { name: 'part_xrefs_reference_norm', sql: 'CREATE INDEX part_xrefs_reference_norm ON part_xrefs (reference_norm)' },
  { name: 'vehicles_vin', sql: 'CREATE UNIQUE INDEX vehicles_vin ON vehicles (vin)' },
  { name: 'vehicles_slug', sql: 'CREATE UNIQUE INDEX vehicles_slug ON vehicles (slug)' },
  { name: 'vehicle_parts_part', sql: 'CREATE INDEX vehicle_parts_part ON vehicle_parts (part_id, vehicle_id)' },
]

/**
 * The parts catalogue: makes, brands, part types and their name variants (designations), parts
 * with normalized article numbers, OE cross references, stock per warehouse, vehicles and the
 * parts that fit them, the division ↔ category links, and each customer's recent VINs.
 * Normalized columns (`sku_norm`, `reference_norm`: upper case, no spaces, hyphens, dots or
 * slashes) make exact lookups index seeks in every dialect. The free-text index is owned by the
 * search adapter (server/search/), not by this migration.
 */
export const catalog: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('makes')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('sort', 'integer', (c) => c.notNull())
      .execute()
    await db.schema
      .createTable('brands')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('vendor_id', 'text', (c) => c.notNull())
      .execute()
    await db.schema
      .createTable('warehouses')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('country', 'text', (c) => c.notNull())
      .execute()
    await db.schema
      .createTable('part_types')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('key', 'text', (c) => c.notNull().unique())
      .addColumn('category_id', 'text', (c) => c.notNull().references('categories.id'))
      .addColumn('shape', 'text', (c) => c.notNull())
      .execute()
    await db.schema
      .createTable('designations')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('part_type_id', 'integer', (c) => c.notNull().references('part_types.id'))
      .addColumn('category_id', 'text', (c) => c.notNull().references('categories.id'))
      .addColumn('attribute', 'text', (c) => c.notNull())
      .addColumn('part_count', 'integer', (c) => c.notNull())
      .addColumn('new_count', 'integer', (c) => c.notNull())
      .execute()
    await db.schema
      .createTable('designation_names')
      .addColumn('designation_id', 'integer', (c) => c.notNull().references('designations.id'))
      .addColumn('lang', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('designation_names_pk', ['designation_id', 'lang'])
      .execute()
    await db.schema
      .createTable('division_categories')
      .addColumn('division_id', 'text', (c) => c.notNull().references('divisions.id'))
      .addColumn('category_id', 'text', (c) => c.notNull().references('categories.id'))
      .addColumn('part_count', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('division_categories_pk', ['division_id', 'category_id'])
      .execute()
    await db.schema
      .createTable('parts')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('sku', 'text', (c) => c.notNull())
      .addColumn('sku_norm', 'text', (c) => c.notNull())
      .addColumn('vendor_id', 'text', (c) => c.notNull())
      .addColumn('slug', 'text', (c) => c.notNull())
      .addColumn('designation_id', 'integer', (c) => c.notNull().references('designations.id'))
      .addColumn('part_type_id', 'integer', (c) => c.notNull().references('part_types.id'))
      .addColumn('make_id', 'text', (c) => c.notNull().references('makes.id'))
      .addColumn('brand_id', 'text', (c) => c.notNull().references('brands.id'))
      .addColumn('main_oe', 'text')
      .addColumn('replaces_sku', 'text')
      .addColumn('replaced_by_sku', 'text')
      .addColumn('weight_g', 'integer', (c) => c.notNull())
      .addColumn('list_price_cents', 'integer', (c) => c.notNull())
      .addColumn('stock_total', 'integer', (c) => c.notNull())
      .addColumn('is_new', 'integer', (c) => c.notNull())
      .execute()
    await db.schema
      .createTable('part_xrefs')
      .addColumn('part_id', 'integer', (c) => c.notNull().references('parts.id'))
      .addColumn('sort', 'integer', (c) => c.notNull())
      .addColumn('make_id', 'text', (c) => c.notNull().references('makes.id'))
      .addColumn('reference_no', 'text', (c) => c.notNull())
      .addColumn('reference_norm', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('part_xrefs_pk', ['part_id', 'sort'])
      .modifyEnd(sql`without rowid`)
      .execute()
    await db.schema
      .createTable('part_stock')
      .addColumn('part_id', 'integer', (c) => c.notNull().references('parts.id'))
      .addColumn('warehouse_id', 'text', (c) => c.notNull().references('warehouses.id'))
      .addColumn('quantity', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('part_stock_pk', ['part_id', 'warehouse_id'])
      .modifyEnd(sql`without rowid`)
      .execute()
    await db.schema
      .createTable('vehicles')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('vin', 'text', (c) => c.notNull())
      .addColumn('slug', 'text', (c) => c.notNull())
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('make_id', 'text', (c) => c.notNull().references('makes.id'))
      .addColumn('model', 'text', (c) => c.notNull())
      .addColumn('engine', 'text', (c) => c.notNull())
      .addColumn('year', 'integer', (c) => c.notNull())
      .execute()
    await db.schema
      .createTable('vehicle_parts')
      .addColumn('vehicle_id', 'integer', (c) => c.notNull().references('vehicles.id'))
      .addColumn('part_id', 'integer', (c) => c.notNull().references('parts.id'))
      .addPrimaryKeyConstraint('vehicle_parts_pk', ['vehicle_id', 'part_id'])
      .modifyEnd(sql`without rowid`)
      .execute()
    await db.schema
      .createTable('vin_suggestions')
      .addColumn('customer_id', 'text', (c) => c.notNull())
      .addColumn('vin', 'text', (c) => c.notNull())
      .addColumn('used_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('vin_suggestions_pk', ['customer_id', 'vin'])
      .execute()
    await db.schema
      .createTable('catalog_meta')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('value', 'text', (c) => c.notNull())
      .execute()
    for (const index of CATALOG_INDEXES) await sql.raw(index.sql).execute(db)
  },
  async down(db: Kysely<unknown>) {
    for (const table of [
      'catalog_meta',
      'vin_suggestions',
      'vehicle_parts',
      'vehicles',
      'part_stock',
      'part_xrefs',
      'parts',
      'division_categories',
      'designation_names',
      'designations',
      'part_types',
      'warehouses',
      'brands',
      'makes',
    ]) {
      await db.schema.dropTable(table).ifExists().execute()
    }
  },
}

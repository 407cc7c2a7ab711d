/**
 * Secondary indexes of the catalogue tables. The seeder drops them before a bulk load and builds
 * them again afterwards, which is several times faster than keeping them up to date row by row.
 * Plain SQL that SQLite and PostgreSQL both accept. Migration 002 creates them from its own frozen
 * copy: an index added here needs a new migration as well.
 */
export const CATALOG_INDEXES: Array<{ name: string; sql: string }> = [
  { name: 'parts_sku', sql: 'CREATE UNIQUE INDEX parts_sku ON parts (sku)' },
  { name: 'parts_sku_norm', sql: 'CREATE UNIQUE INDEX parts_sku_norm ON parts (sku_norm)' },
  { name: 'parts_slug', sql: 'CREATE UNIQUE INDEX parts_slug ON parts (slug)' },
  { name: 'parts_gtin', sql: 'CREATE INDEX parts_gtin ON parts (gtin)' },
  { name: 'parts_designation', sql: 'CREATE INDEX parts_designation ON parts (designation_id)' },
  { name: 'parts_designation_new', sql: 'CREATE INDEX parts_designation_new ON parts (designation_id) WHERE is_new = 1' },
  { name: 'part_xrefs_reference_norm', sql: 'CREATE INDEX part_xrefs_reference_norm ON part_xrefs (reference_norm)' },
  { name: 'vehicles_vin', sql: 'CREATE UNIQUE INDEX vehicles_vin ON vehicles (vin)' },
  { name: 'vehicles_slug', sql: 'CREATE UNIQUE INDEX vehicles_slug ON vehicles (slug)' },
  { name: 'vehicle_parts_part', sql: 'CREATE INDEX vehicle_parts_part ON vehicle_parts (part_id, vehicle_id)' },
]

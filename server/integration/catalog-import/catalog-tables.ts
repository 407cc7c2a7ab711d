/**
 * The tables a full import replaces, all at once. Makes, warehouses, the product-group tree and the
 * divisions stay: they are the shop's reference data, which imports refer to (import-vocabulary.ts).
 * Customers' recent VINs stay too.
 */
export const REPLACED_TABLES = [
  'brands',
  'designations',
  'designation_names',
  'division_categories',
  'parts',
  'part_divisions',
  'part_texts',
  'part_features',
  'part_xrefs',
  'part_stock',
  'part_prices',
  'customer_part_prices',
  'vehicles',
  'vehicle_parts',
] as const

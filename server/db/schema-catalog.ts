import type { Generated } from 'kysely'

/** Tables of migration 002-catalog (the parts catalogue, vehicles, recent VINs). */
export type CatalogTables = {
  makes: { id: string; name: string; sort: number }
  brands: { id: string; name: string; vendor_id: string }
  warehouses: { id: string; name: string; country: string }
  part_types: { id: number; key: string; category_id: string; shape: string }
  designations: {
    id: number
    part_type_id: number
    category_id: string
    attribute: string
    part_count: number
    new_count: number
  }
  designation_names: { designation_id: number; lang: string; name: string }
  division_categories: { division_id: string; category_id: string; part_count: number }
  parts: {
    id: number
    sku: string
    sku_norm: string
    vendor_id: string
    slug: string
    designation_id: number
    part_type_id: number
    make_id: string
    brand_id: string
    main_oe: string | null
    replaces_sku: string | null
    replaced_by_sku: string | null
    weight_g: number
    list_price_cents: number
    stock_total: number
    is_new: number
    /** Added by 012-catalog-import. */
    gtin: string | null
    manufacturer_part_no: string | null
    /** UN/ECE Recommendation 20 code: C62 piece, SET, PR pair, MTR, LTR, KGM. */
    order_unit: string
    image: string | null
    /** Added by 014-exchange-units: deposit per unit in euro cents; 0 = no exchange unit. */
    deposit_cents: Generated<number>
  }
  part_xrefs: { part_id: number; sort: number; make_id: string; reference_no: string; reference_norm: string }
  part_stock: { part_id: number; warehouse_id: string; quantity: number }
  vehicles: { id: number; vin: string; slug: string; type: string; make_id: string; model: string; engine: string; year: number }
  vehicle_parts: { vehicle_id: number; part_id: number }
  vin_suggestions: { customer_id: string; vin: string; used_at: string }
  catalog_meta: { key: string; value: string }
}

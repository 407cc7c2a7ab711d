import type { ImportRefusalCode } from '../../../src/shared/contracts/admin-import-constants'

/**
 * The one shape every import door produces (BMEcat, CSV, XLSX, the integration API): raw records
 * with the canonical field names below, each with its position in the source. Readers only map their
 * format onto these names; the shop's rules (units, prices, ids, references) are checked once, in
 * ./validate-record.ts, so a BMEcat file and a CSV file with the same mistake get the same report.
 */

/** Where a record came from: the file's name and `line 12` (CSV), `row 12` (XLSX), `PRODUCT 3, line 120` (BMEcat). */
export type Position = { file: string; at: string }

/** The canonical field names per kind; CSV and XLSX headers are exactly these (docs/catalogue-import.md). */
export const RECORD_FIELDS = {
  part: [
    'article_id',
    'supplier_id',
    'product_group',
    'manufacturer',
    'manufacturer_part_no',
    'make',
    'gtin',
    'order_unit',
    'weight_g',
    'list_price',
    'deposit',
    'is_new',
    'replaces',
    'image',
    'divisions',
  ],
  translation: ['article_id', 'lang', 'name', 'description'],
  feature: ['article_id', 'name', 'value'],
  reference: ['article_id', 'make', 'reference_no'],
  fitment: ['article_id', 'vin', 'make', 'model', 'vehicle_type', 'engine', 'year'],
  price: ['article_id', 'price_group', 'min_quantity', 'price', 'currency'],
  'customer-price': ['customer_id', 'article_id', 'price', 'currency'],
  stock: ['article_id', 'warehouse', 'quantity'],
  delete: ['article_id'],
} as const

export type RecordKind = keyof typeof RECORD_FIELDS
export const RECORD_KINDS = Object.keys(RECORD_FIELDS) as RecordKind[]

/** Fields that may be left empty; every other field of the kind must have a value. */
export const OPTIONAL_FIELDS: ReadonlySet<string> = new Set([
  'supplier_id',
  'manufacturer_part_no',
  'make',
  'gtin',
  'order_unit',
  'list_price',
  'deposit',
  'is_new',
  'replaces',
  'image',
  'divisions',
  'description',
  'currency',
  'min_quantity',
])

/** A cell's value as the reader found it: text from CSV and XML, numbers and booleans from XLSX. */
export type RawValue = string | number | boolean | null

export type RawRecord = { kind: RecordKind; pos: Position; fields: Partial<Record<string, RawValue>> }

/** Stable codes of why a row was refused; the admin area words them in the admin's language. */
export type RefusalCode = ImportRefusalCode

/** One refused row: where, which field, and why in plain words (English; the code is for translation). */
export type Refusal = Position & { field: string; code: RefusalCode; reason: string }

/** A full catalogue replaces the live one; a delta changes only what it names (docs/catalogue-import.md). */
export type ImportMode = 'full' | 'delta'

/**
 * What a reader yields, in file order. A format that says itself whether it is full or delta
 * (BMEcat's T_NEW_CATALOG, T_UPDATE_PRODUCTS, T_UPDATE_PRICES) yields `{ mode }` before its first record.
 */
export type ReadItem = { raw: RawRecord } | { refusal: Refusal } | { mode: ImportMode }

/** A reader of one file: yields its records one by one, never holding the whole file in memory. */
export type RecordReader = (input: NodeJS.ReadableStream, file: string) => AsyncIterable<ReadItem>

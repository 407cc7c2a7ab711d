import { isLanguage } from '../../../src/shared/contracts/languages'
import { normaliseVin, vinCharacterProblem } from '../../../src/shared/contracts/vin-rules'
import { flag, gtin, integer, money, type Parsed, text } from './field-values'
import type { ImportRow } from './import-rows'
import type { ImportVocabulary } from './import-vocabulary'
import { OPTIONAL_FIELDS, type RawRecord, type Refusal, type RefusalCode } from './records'

/** UN/ECE Recommendation 20 order units the shop sells in; `PCE` (piece, older files) is read as C62. */
export const ORDER_UNITS = ['C62', 'SET', 'PR', 'MTR', 'LTR', 'KGM'] as const
const UNIT_ALIASES: Record<string, string> = { PCE: 'C62' }
const DEFAULT_SUPPLIER = '1000'

type Checked = { row: ImportRow } | { refusals: Refusal[] }

/**
 * One raw record against the shop's rules: every field problem of the row is reported (field and
 * reason), and a row with any problem is refused whole. Cross-row rules (duplicate ids, unknown
 * articles, a part without a name) belong to the run, which sees all rows (./catalog-stage.ts).
 */
export function validateRecord(raw: RawRecord, vocabulary: ImportVocabulary): Checked {
  const refusals: Refusal[] = []
  const refuse = (field: string, code: RefusalCode, reason: string) => refusals.push({ ...raw.pos, field, code, reason })
  const take = <T>(field: string, parsed: Parsed<T>): T | null => {
    if (parsed.ok) return parsed.value
    refuse(field, parsed.code, `${field} ${parsed.reason}`)
    return null
  }
  const str = (field: string, max = 200): string => {
    const value = take(field, text(raw.fields[field], max))
    if (value === null && !OPTIONAL_FIELDS.has(field) && !refusals.some((r) => r.field === field)) {
      refuse(field, 'required', `${field} is empty; every row needs one`)
    }
    return value ?? ''
  }
  const known = (field: string, value: string, ok: boolean, code: RefusalCode, what: string) => {
    if (value !== '' && !ok) refuse(field, code, `${field} "${value}" is not ${what}`)
  }
  /** A number field: empty is refused as `required` unless the field is optional. */
  const num = (field: string, parse: (value: RawRecord['fields'][string]) => Parsed<number | null>): number | null => {
    if (raw.fields[field] == null || String(raw.fields[field]).trim() === '') {
      str(field)
      return null
    }
    return take(field, parse(raw.fields[field]))
  }
  const row = build(raw, vocabulary, { str, take, known, refuse, num })
  return refusals.length || !row ? { refusals } : { row }
}

type Tools = {
  str(field: string, max?: number): string
  take<T>(field: string, parsed: Parsed<T>): T | null
  known(field: string, value: string, ok: boolean, code: RefusalCode, what: string): void
  refuse(field: string, code: RefusalCode, reason: string): void
  num(field: string, parse: (value: RawRecord['fields'][string]) => Parsed<number | null>): number | null
}

function build(raw: RawRecord, v: ImportVocabulary, t: Tools): ImportRow | null {
  const pos = raw.pos
  const articleId = t.str('article_id', 40)
  switch (raw.kind) {
    case 'part': {
      const group = t.str('product_group')
      t.known('product_group', group, v.productGroups.has(group), 'unknown-product-group', "one of the shop's product groups")
      const unitText = (t.str('order_unit', 10) || 'C62').toUpperCase()
      const orderUnit = UNIT_ALIASES[unitText] ?? unitText
      t.known(
        'order_unit',
        unitText,
        (ORDER_UNITS as readonly string[]).includes(orderUnit),
        'unknown-unit',
        `an order unit the shop sells in (${ORDER_UNITS.join(', ')})`,
      )
      const gtinText = t.str('gtin', 14)
      const makeId = makeOf(t, v, false)
      const divisions = t.str('divisions') ? t.str('divisions').split(/[\s,]+/) : null
      for (const division of divisions ?? [])
        t.known('divisions', division, v.divisions.has(division), 'unknown-product-group', 'a division of the shop')
      return {
        kind: 'part',
        pos,
        articleId,
        supplierId: t.str('supplier_id', 10) || DEFAULT_SUPPLIER,
        partTypeId: v.productGroups.get(group) ?? 0,
        manufacturer: t.str('manufacturer', 80),
        manufacturerPartNo: t.str('manufacturer_part_no', 60) || null,
        makeId: makeId || null,
        gtin: gtinText ? t.take('gtin', gtin(gtinText)) : null,
        orderUnit,
        weightG: t.num('weight_g', integer) ?? 0,
        listPriceCents: t.num('list_price', money),
        depositCents: t.num('deposit', money),
        isNew: t.take('is_new', flag(raw.fields.is_new)) ?? false,
        replaces: t.str('replaces', 40) || null,
        image: t.str('image', 500) || null,
        divisions,
      }
    }
    case 'translation': {
      const lang = t.str('lang', 5).toLowerCase()
      t.known('lang', lang, isLanguage(lang), 'unknown-language', 'one of de, en, fr, it, ru, nl, pt, es')
      const name = t.str('name', 200)
      return isLanguage(lang)
        ? { kind: 'translation', pos, articleId, lang, name, description: t.str('description', 4000) || null }
        : null
    }
    case 'feature':
      return { kind: 'feature', pos, articleId, name: t.str('name', 80), value: t.str('value', 200) }
    case 'reference': {
      const makeId = makeOf(t, v, true)
      return { kind: 'reference', pos, articleId, makeId, referenceNo: t.str('reference_no', 40) }
    }
    case 'fitment': {
      const vin = normaliseVin(t.str('vin', 40))
      if (vin && (vin.length !== 17 || vinCharacterProblem(vin)))
        t.refuse('vin', 'bad-vin', `vin "${vin}" is not a 17-character VIN`)
      const makeId = makeOf(t, v, true)
      const year = t.num('year', integer)
      return {
        kind: 'fitment',
        pos,
        articleId,
        vin,
        makeId,
        model: t.str('model', 80),
        vehicleType: vehicleType(t, v),
        engine: t.str('engine', 80),
        year: year ?? 0,
      }
    }
    case 'price': {
      const group = t.str('price_group', 10).toUpperCase()
      t.known(
        'price_group',
        group,
        v.priceGroups.has(group),
        'unknown-price-group',
        `a price group (${[...v.priceGroups].join(', ')})`,
      )
      currency(t)
      const price = t.num('price', money)
      return {
        kind: 'price',
        pos,
        articleId,
        priceGroup: group,
        minQuantity: t.num('min_quantity', integer) || 1,
        priceCents: price ?? 0,
      }
    }
    case 'customer-price': {
      const customerId = t.str('customer_id', 40)
      t.known('customer_id', customerId, v.customers.has(customerId), 'unknown-customer', 'a customer of the shop')
      currency(t)
      const price = t.num('price', money)
      return { kind: 'customer-price', pos, customerId, articleId, priceCents: price ?? 0 }
    }
    case 'stock': {
      const warehouse = t.str('warehouse', 10).toUpperCase()
      t.known(
        'warehouse',
        warehouse,
        v.warehouses.has(warehouse),
        'unknown-warehouse',
        `a warehouse (${[...v.warehouses].join(', ')})`,
      )
      const quantity = t.num('quantity', integer)
      return { kind: 'stock', pos, articleId, warehouse, quantity: quantity ?? 0 }
    }
    case 'delete':
      return { kind: 'delete', pos, articleId }
  }
}

/**
 * The `make` field as a make id: by id or by name (`man`, `MAN`), '' when empty or refused. Optional
 * on a part (its first OE number's make stands in); an OE number or a fitment must name one.
 */
function makeOf(t: Tools, v: ImportVocabulary, required: boolean): string {
  const make = t.str('make', 80)
  if (required && !make) t.refuse('make', 'required', 'make is empty; every row needs one')
  const makeId = make ? v.makes.get(make.toLowerCase()) : undefined
  t.known('make', make, makeId !== undefined, 'unknown-make', 'a vehicle make the shop knows')
  return makeId ?? ''
}

/** A vehicle's type is the division it belongs to (truck, bus, trailer …), as the VIN search groups them. */
function vehicleType(t: Tools, v: ImportVocabulary): string {
  const type = t.str('vehicle_type', 40).toLowerCase()
  t.known(
    'vehicle_type',
    type,
    v.divisions.has(type),
    'unknown-product-group',
    `a vehicle type of the shop (${[...v.divisions].join(', ')})`,
  )
  return type
}

/** Prices are in euros; the shop converts for customers in other currencies. */
function currency(t: Tools) {
  const code = t.str('currency', 3).toUpperCase()
  if (code && code !== 'EUR')
    t.refuse('currency', 'unknown-currency', `currency "${code}" is not EUR; prices are imported in euros`)
}

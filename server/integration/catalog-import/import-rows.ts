import type { Language } from '../../../src/shared/contracts/languages'
import type { Position } from './records'

/** Records after the shop's rules: typed, normalized and checked against its vocabulary (./validate-record.ts). */
export type PartRow = {
  kind: 'part'
  pos: Position
  articleId: string
  supplierId: string
  partTypeId: number
  manufacturer: string
  manufacturerPartNo: string | null
  /** The vehicle make the part mainly fits; null: the make of its first OE reference. */
  makeId: string | null
  gtin: string | null
  orderUnit: string
  weightG: number
  listPriceCents: number | null
  /** Deposit (Altteilpfand) per unit of an exchange unit, in euro cents; 0 none; null: not named (a delta keeps the part's). */
  depositCents: number | null
  isNew: boolean
  replaces: string | null
  image: string | null
  /** Division ids the part is shown in; null: those of its product group. */
  divisions: string[] | null
}
export type TranslationRow = {
  kind: 'translation'
  pos: Position
  articleId: string
  lang: Language
  name: string
  description: string | null
}
export type FeatureRow = { kind: 'feature'; pos: Position; articleId: string; name: string; value: string }
export type ReferenceRow = { kind: 'reference'; pos: Position; articleId: string; makeId: string; referenceNo: string }
export type FitmentRow = {
  kind: 'fitment'
  pos: Position
  articleId: string
  vin: string
  makeId: string
  model: string
  vehicleType: string
  engine: string
  year: number
}
export type PriceRow = {
  kind: 'price'
  pos: Position
  articleId: string
  priceGroup: string
  minQuantity: number
  priceCents: number
}
export type CustomerPriceRow = {
  kind: 'customer-price'
  pos: Position
  customerId: string
  articleId: string
  priceCents: number
}
export type StockRow = { kind: 'stock'; pos: Position; articleId: string; warehouse: string; quantity: number }
export type DeleteRow = { kind: 'delete'; pos: Position; articleId: string }

export type ImportRow =
  | PartRow
  | TranslationRow
  | FeatureRow
  | ReferenceRow
  | FitmentRow
  | PriceRow
  | CustomerPriceRow
  | StockRow
  | DeleteRow

import { partNumberKey } from '../shop/part-number'
import { PART_TYPES } from './catalog-tree'
import { DESIGNATIONS_BY_TYPE } from './designations'
import { depositCentsOf } from './exchange-units'
import { MAKES, type MakeSeed } from './makes'
import { gtinOf } from './part-gtins'
import { Random, STREAM } from './random'
import type { DivisionId } from './vocabulary/model'

export const BRANDS = [
  { id: 'achslast', name: 'Achslast Parts', vendorId: '1000' },
  { id: 'achslast-premium', name: 'Achslast Premium', vendorId: '2000' },
  { id: 'achslast-sa', name: 'Achslast SA', vendorId: '3000' },
] as const

export const WAREHOUSES = [
  { id: 'WIL', name: 'Wildeshausen', country: 'DE' },
  { id: 'WEL', name: 'Wels', country: 'AT' },
  { id: 'SPR', name: 'Saint-Priest', country: 'FR' },
  { id: 'CLT', name: 'Charlotte', country: 'US' },
] as const

/** Variant suffixes of article numbers (`5.40020XL`); overflow letters are disjoint from them, so numbers stay unique. */
const NAMED_SUFFIXES = ['XL', 'S', 'HD', 'KIT', 'SP', 'L', 'R']
const OVERFLOW_LETTERS = 'ABCDEFGH'
const NUMBERS_PER_BLOCK = 90_000

export type GeneratedPart = {
  id: number
  sku: string
  skuNorm: string
  vendorId: string
  slug: string
  designationId: number
  typeIndex: number
  makeIndex: number
  brandId: string
  mainOe: string
  replacesSku: string | null
  /** When this part replaces an older one: that part's id. */
  replacesId: number | null
  weightG: number
  listPriceCents: number
  /** Deposit of an exchange unit (Altteilpfand), 0 for a part sold without one. */
  depositCents: number
  /** EAN-13 of the part's box, null for a part without one. */
  gtin: string | null
  stock: number[]
  isNew: boolean
  xrefs: Array<{ makeIndex: number; referenceNo: string; referenceNorm: string }>
  divisions: DivisionId[]
}

/** How many parts a make gets relative to the others: the big truck makes dominate a real catalogue. */
const MAKE_WEIGHT: Record<string, number> = {
  'mercedes-benz': 4,
  man: 4,
  scania: 3,
  volvo: 3,
  daf: 3,
  iveco: 2,
  'renault-trucks': 2,
}

/** Makes a part type can mainly fit, each repeated by its weight so a uniform pick follows the weights. */
function makesFor(divisions: DivisionId[]): number[] {
  const weighted = (indexes: number[]) => indexes.flatMap((index) => Array(MAKE_WEIGHT[MAKES[index]?.id ?? ''] ?? 1).fill(index))
  const fitting = MAKES.flatMap((make, index) => (make.divisions.some((d) => divisions.includes(d)) ? [index] : []))
  return weighted(fitting.length ? fitting : MAKES.map((_, index) => index))
}

const ELIGIBLE_MAKES = PART_TYPES.map((type) => makesFor(type.divisions))

/**
 * Generates parts one after another. Part n depends only on the seed and parts 0…n-1, so a
 * smaller catalogue is a prefix of a larger one with the same seed.
 */
export class PartGenerator {
  private counters = new Map<string, number>()
  private saCounter = 0
  private lastByDesignation = new Map<number, { id: number; sku: string }>()

  constructor(private readonly seed: number) {}

  next(id: number): GeneratedPart {
    const r = new Random(this.seed, STREAM.part, id)
    const typeIndex = r.int(0, PART_TYPES.length - 1)
    const type = PART_TYPES[typeIndex] as (typeof PART_TYPES)[number]
    const designation = r.pick(DESIGNATIONS_BY_TYPE[typeIndex] ?? [])
    const makeIndex = r.pick(ELIGIBLE_MAKES[typeIndex] ?? [0])
    const make = MAKES[makeIndex] as MakeSeed
    const isSa = r.chance(0.01)
    const sku = isSa ? this.saNumber() : this.articleNumber(r, make)
    const brand = isSa ? BRANDS[2] : r.chance(0.2) ? BRANDS[1] : BRANDS[0]
    const xrefs = this.crossReferences(r, makeIndex, typeIndex)
    const previous = this.lastByDesignation.get(designation.id)
    const replaces = previous && r.chance(0.04) ? previous : null
    this.lastByDesignation.set(designation.id, { id, sku })
    const partDivisions = type.divisions.filter((d) => make.divisions.includes(d))
    return {
      id,
      sku,
      skuNorm: partNumberKey(sku),
      vendorId: brand.vendorId,
      slug: `${sku.toLowerCase().replaceAll('.', '-')}-${type.key}`,
      designationId: designation.id,
      typeIndex,
      makeIndex,
      brandId: brand.id,
      mainOe: xrefs[0]?.referenceNo ?? '',
      replacesSku: replaces?.sku ?? null,
      replacesId: replaces?.id ?? null,
      weightG: r.int(type.grams[0], type.grams[1]),
      listPriceCents: Math.round(r.int(type.cents[0], type.cents[1]) / 5) * 5,
      depositCents: depositCentsOf(this.seed, id, type.key),
      gtin: gtinOf(this.seed, id),
      stock: WAREHOUSES.map(() => (r.chance(0.6) ? r.int(0, 240) : 0)),
      isNew: r.chance(0.03),
      xrefs,
      divisions: partDivisions.length ? partDivisions : type.divisions,
    }
  }

  /** `{prefix}.{5 digits}{suffix}`: the prefix says which make the part mainly fits. */
  private articleNumber(r: Random, make: MakeSeed): string {
    const prefix = r.pick(make.articlePrefixes)
    const named = r.chance(0.05) ? r.pick(NAMED_SUFFIXES) : ''
    const key = `${prefix}${named}`
    const count = this.counters.get(key) ?? 0
    this.counters.set(key, count + 1)
    const block = Math.floor(count / NUMBERS_PER_BLOCK)
    // 7919 is prime to 90,000, so this walks every five-digit number once, in an order that looks random.
    const number = 10_000 + ((count * 7919) % NUMBERS_PER_BLOCK)
    const overflow = block > 0 ? OVERFLOW_LETTERS[(block - 1) % OVERFLOW_LETTERS.length] : ''
    return `${prefix}.${number}${named}${overflow}`
  }

  private saNumber(): string {
    const count = this.saCounter++
    return `SA${1_000_000 + ((count * 7919) % 9_000_000)}`
  }

  /** Three or four OE numbers: the main make's first, then other makes the part type fits. */
  private crossReferences(r: Random, makeIndex: number, typeIndex: number) {
    const count = r.int(3, 4)
    const makes = [makeIndex]
    for (let i = 1; i < count; i++) makes.push(r.chance(0.3) ? makeIndex : r.pick(ELIGIBLE_MAKES[typeIndex] ?? [makeIndex]))
    return makes.map((index) => {
      const referenceNo = (MAKES[index] as MakeSeed).reference(r)
      return { makeIndex: index, referenceNo, referenceNorm: partNumberKey(referenceNo) }
    })
  }
}

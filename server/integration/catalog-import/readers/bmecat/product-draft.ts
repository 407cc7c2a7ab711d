/** What the reader has gathered of one PRODUCT so far; turned into raw records when the element closes. */
export type Located = { value: string; line: number }

export type DraftFeature = { name: string; values: string[]; unit: string; line: number }

/** One PRODUCT_FEATURES area: plain features, or a reference system (the OE numbers, the part type). */
export type DraftFeatureArea = { system: string; groupId: string; features: DraftFeature[] }

export type DraftPrice = { type: string; amount: string; currency: string; lowerBound: string; line: number }

export type DraftMime = { source: string; type: string; purpose: string }

export type ProductDraft = {
  /** 1-based count of PRODUCT elements in the transaction, for the report's `PRODUCT 3, line 120`. */
  index: number
  line: number
  /** The PRODUCT's `mode` attribute: new, update or delete (T_UPDATE_PRODUCTS). */
  mode: string
  articleId: string | null
  /** Short and long descriptions by the shop's language code, in the order the file names the languages. */
  texts: Map<string, { name?: Located; description?: Located }>
  gtin: string | null
  manufacturer: string | null
  manufacturerPartNo: string | null
  isNew: boolean
  orderUnit: string | null
  weightKg: string | null
  areas: DraftFeatureArea[]
  prices: DraftPrice[]
  mimes: DraftMime[]
}

export function newDraft(index: number, line: number, mode: string): ProductDraft {
  return {
    index,
    line,
    mode,
    articleId: null,
    texts: new Map(),
    gtin: null,
    manufacturer: null,
    manufacturerPartNo: null,
    isNew: false,
    orderUnit: null,
    weightKg: null,
    areas: [],
    prices: [],
    mimes: [],
  }
}

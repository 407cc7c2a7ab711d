import type { Position, RawRecord, RawValue, ReadItem, RecordKind } from '../../records'
import { featureValue, gramsFromKilograms } from './feature-value'
import type { DraftFeatureArea, DraftMime, ProductDraft } from './product-draft'

/**
 * The two PRODUCT_FEATURES areas that are not plain features (docs/catalogue-import.md, "BMEcat 2005"):
 * BMEcat 2005 names a classification system with REFERENCE_FEATURE_SYSTEM_NAME, and the shop
 * publishes two: its part types (the group is REFERENCE_FEATURE_GROUP_ID) and the OE numbers
 * (FNAME is the make, each FVALUE one OE number of that make).
 */
export const PART_TYPE_SYSTEM = 'PART_TYPE'
export const OE_SYSTEM = 'OE'
/**
 * BMEcat 2005 has no deposit element; its price types allow user-defined ones (`udp_…`), so an
 * exchange unit's deposit (Altteilpfand) is a PRODUCT_PRICE of this type (docs/catalogue-import.md).
 */
export const DEPOSIT_PRICE_TYPE = 'udp_deposit'

export type Transaction = 'T_NEW_CATALOG' | 'T_UPDATE_PRODUCTS' | 'T_UPDATE_PRICES'

/** What the HEADER says that products inherit. */
export type CatalogDefaults = { language: string; currency: string | null; supplierId: string | null }

type Fields = Record<string, RawValue | undefined>

const isSystem = (area: DraftFeatureArea, name: string) => area.system.toUpperCase() === name

/** The picture a shop shows: the first MIME meant as the normal view, else the first image of any purpose. */
function mainImage(mimes: DraftMime[]): string | undefined {
  const chosen = mimes.find((mime) => mime.purpose === 'normal') ?? mimes.find((mime) => mime.type.startsWith('image/'))
  return chosen?.source || undefined
}

/** A finished PRODUCT as the raw records of docs/catalogue-import.md, in file order of their elements. */
export function productRecords(
  draft: ProductDraft,
  transaction: Transaction,
  defaults: CatalogDefaults,
  file: string,
): ReadItem[] {
  const at = (line: number): Position => ({ file, at: `PRODUCT ${draft.index}, line ${line}` })
  const articleId = draft.articleId
  if (!articleId) {
    const reason = 'the PRODUCT has no SUPPLIER_PID (the article number), so it cannot be imported'
    return [{ refusal: { ...at(draft.line), field: 'article_id', code: 'required', reason } }]
  }
  const record = (kind: RecordKind, line: number, fields: Fields): ReadItem => {
    const defined = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined && value !== ''))
    return { raw: { kind, pos: at(line), fields: { article_id: articleId, ...defined } } satisfies RawRecord }
  }
  const prices = draft.prices
    .filter((price) => price.type === 'net_list')
    .map((price) =>
      record('price', price.line, {
        price_group: 'LIST',
        min_quantity: price.lowerBound || '1',
        price: price.amount,
        currency: price.currency || defaults.currency || undefined,
      }),
    )
  const deposit = draft.prices.find((price) => price.type.toLowerCase() === DEPOSIT_PRICE_TYPE)
  if (transaction === 'T_UPDATE_PRICES') {
    // The deposit is the part's own field, which a price update does not carry: say so rather than drop it.
    const reason = `a deposit (price_type ${DEPOSIT_PRICE_TYPE}) is part data; send it in T_NEW_CATALOG or T_UPDATE_PRODUCTS`
    const refused: ReadItem[] = deposit
      ? [{ refusal: { ...at(deposit.line), field: 'deposit', code: 'unknown-price-group', reason } }]
      : []
    return [...prices, ...refused]
  }
  if (transaction === 'T_UPDATE_PRODUCTS' && draft.mode === 'delete') return [record('delete', draft.line, {})]

  const groupArea = draft.areas.find((area) => isSystem(area, PART_TYPE_SYSTEM))
  const part = record('part', draft.line, {
    supplier_id: defaults.supplierId ?? undefined,
    product_group: groupArea?.groupId,
    manufacturer: draft.manufacturer ?? undefined,
    manufacturer_part_no: draft.manufacturerPartNo ?? undefined,
    gtin: draft.gtin ?? undefined,
    order_unit: draft.orderUnit ?? undefined,
    weight_g: draft.weightKg === null ? undefined : gramsFromKilograms(draft.weightKg),
    deposit: deposit?.amount,
    is_new: draft.isNew,
    image: mainImage(draft.mimes),
  })
  const translations = [...draft.texts].map(([lang, text]) =>
    record('translation', (text.name ?? text.description)?.line ?? draft.line, {
      lang,
      name: text.name?.value,
      description: text.description?.value,
    }),
  )
  const plainAreas = draft.areas.filter((area) => !isSystem(area, PART_TYPE_SYSTEM) && !isSystem(area, OE_SYSTEM))
  const features = plainAreas.flatMap((area) =>
    area.features.map((feature) =>
      record('feature', feature.line, { name: feature.name, value: featureValue(feature.values, feature.unit) }),
    ),
  )
  const references = draft.areas
    .filter((area) => isSystem(area, OE_SYSTEM))
    .flatMap((area) =>
      area.features.flatMap((feature) =>
        feature.values.map((value) => record('reference', feature.line, { make: feature.name, reference_no: value })),
      ),
    )
  return [part, ...translations, ...features, ...references, ...prices]
}

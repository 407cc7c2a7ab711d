import { languageCode } from './language-code'
import type { DraftFeature, DraftMime, DraftPrice, ProductDraft } from './product-draft'

/** An open element: its local name (namespace prefix dropped), attributes and the line it starts on. */
export type Frame = { name: string; attrs: Record<string, string>; line: number }

const last = <T>(items: T[]): T | undefined => items[items.length - 1]

/** Starts the containers a PRODUCT's children fill: feature areas, features, prices, MIME entries. */
export function openInProduct(draft: ProductDraft, frame: Frame): void {
  switch (frame.name) {
    case 'PRODUCT_FEATURES':
      draft.areas.push({ system: '', groupId: '', features: [] })
      break
    case 'FEATURE':
      last(draft.areas)?.features.push({ name: '', values: [], unit: '', line: frame.line })
      break
    case 'PRODUCT_PRICE':
      draft.prices.push({ type: frame.attrs.price_type ?? '', amount: '', currency: '', lowerBound: '', line: frame.line })
      break
    case 'MIME':
      draft.mimes.push({ source: '', type: '', purpose: '' })
      break
  }
}

/**
 * Takes the text of a closed element into the draft. Only the elements docs/catalogue-import.md
 * maps are read; everything else BMEcat allows (keywords, logistics beyond the weight …) is skipped.
 */
export function closeInProduct(draft: ProductDraft, frame: Frame, parent: string, text: string, defaultLanguage: string): void {
  const value = text.trim()
  switch (frame.name) {
    case 'SUPPLIER_PID':
      if (parent === 'PRODUCT') draft.articleId = value
      return
    case 'DESCRIPTION_SHORT':
    case 'DESCRIPTION_LONG': {
      if (parent !== 'PRODUCT_DETAILS') return
      const lang = languageCode(frame.attrs.lang ?? frame.attrs['xml:lang'] ?? defaultLanguage)
      const texts = draft.texts.get(lang) ?? {}
      texts[frame.name === 'DESCRIPTION_SHORT' ? 'name' : 'description'] = { value, line: frame.line }
      draft.texts.set(lang, texts)
      return
    }
    case 'INTERNATIONAL_PID':
      if (['gtin', 'ean'].includes((frame.attrs.type ?? '').toLowerCase())) draft.gtin ??= value
      return
    case 'EAN':
      draft.gtin ??= value
      return
    case 'MANUFACTURER_NAME':
      draft.manufacturer = value
      return
    case 'MANUFACTURER_PID':
      draft.manufacturerPartNo = value
      return
    case 'PRODUCT_STATUS':
      if (frame.attrs.type === 'new_product') draft.isNew = true
      return
    case 'ORDER_UNIT':
      draft.orderUnit = value
      return
    case 'WEIGHT':
      if (parent === 'PRODUCT_DIMENSIONS') draft.weightKg = value
      return
  }
  closeInFeatures(draft, frame.name, value)
  closeInPrice(last(draft.prices), frame.name, value)
  closeInMime(last(draft.mimes), frame.name, value)
}

function closeInFeatures(draft: ProductDraft, name: string, value: string): void {
  const area = last(draft.areas)
  if (!area) return
  if (name === 'REFERENCE_FEATURE_SYSTEM_NAME') area.system = value
  if (name === 'REFERENCE_FEATURE_GROUP_ID') area.groupId = value
  const feature: DraftFeature | undefined = last(area.features)
  if (!feature) return
  if (name === 'FNAME') feature.name = value
  if (name === 'FVALUE') feature.values.push(value)
  if (name === 'FUNIT') feature.unit = value
}

function closeInPrice(price: DraftPrice | undefined, name: string, value: string): void {
  if (!price) return
  if (name === 'PRICE_AMOUNT') price.amount = value
  if (name === 'PRICE_CURRENCY') price.currency = value
  if (name === 'LOWER_BOUND') price.lowerBound = value
}

function closeInMime(mime: DraftMime | undefined, name: string, value: string): void {
  if (!mime) return
  if (name === 'MIME_SOURCE') mime.source = value
  if (name === 'MIME_TYPE') mime.type = value
  if (name === 'MIME_PURPOSE') mime.purpose = value
}

import { shopMeta } from '../../meta/shop-meta'
import { analyticsTerm } from './analytics-term'
import { pushEvent } from './data-layer'

/** A GA4 ecommerce item: the shop's article number, the vendor as variant, price when the customer sees prices. */
export type TrackItem = {
  item_id: string
  item_name: string
  item_brand?: string
  item_variant: string
  item_category?: string
  price?: number
  quantity: number
  index?: number
}

type Ecommerce = { currency?: string; value?: number; items: TrackItem[] }

/** SPEC.md §7 pageView: every field it lists. */
export type PageView = {
  event: 'pageView'
  pageName: string
  pageType: string
  pagePath: string
  loggedIn: boolean
  customerNumber: string
  contactNumber: string
  country: string
  entity: string
  platform: 'web' | 'app'
  language: string
}

/** Every event the shop pushes; the partner id is added by track() to each. */
export type TrackEvent =
  | PageView
  | { event: 'search'; searchType: 'vinSearch' | 'siteSearch'; searchTerm: string }
  | { event: 'view_item_list'; ecommerce: Ecommerce & { item_list_id: string; item_list_name: string } }
  | { event: 'view_item' | 'add_to_cart' | 'remove_from_cart' | 'begin_checkout'; ecommerce: Ecommerce }
  | { event: 'add_shipping_info'; ecommerce: Ecommerce & { shipping_tier: string } }
  | { event: 'add_payment_info'; ecommerce: Ecommerce & { payment_type: string } }
  | {
      event: 'purchase'
      ecommerce: Ecommerce & { transaction_id: string; second_transaction_id: string | null; shipping?: number; tax?: number }
    }
  /** A credited return, warranty or core case (issue 31): its credit note is the transaction. */
  | { event: 'refund'; ecommerce: Ecommerce & { transaction_id: string } }
  /** SPEC.md §7's buy-in-retail product event: a visitor who may not order here looks for a dealer. */
  | { event: 'buy_in_retail'; ecommerce: Ecommerce }

/** Where the transactions already pushed are remembered, per event. */
const TRACKED_KEYS = { purchase: 'parts-shop-tracked-orders', refund: 'parts-shop-tracked-refunds' } as const

/**
 * A purchase is pushed once per order number and a refund once per credit note, across reloads and
 * replays (the last 100 of each are remembered on the device).
 */
function firstTimeFor(kind: keyof typeof TRACKED_KEYS, transactionId: string): boolean {
  let seen: string[] = []
  try {
    seen = JSON.parse(localStorage.getItem(TRACKED_KEYS[kind]) ?? '[]')
  } catch {}
  if (seen.includes(transactionId)) return false
  localStorage.setItem(TRACKED_KEYS[kind], JSON.stringify([...seen, transactionId].slice(-100)))
  return true
}

/**
 * The one door to the data layer (issue 15). Search terms are cleaned here, so no caller can send a
 * raw term or a full VIN; the partner id goes into every event ('' outside a partner portal).
 */
export function track(event: TrackEvent): void {
  if ((event.event === 'purchase' || event.event === 'refund') && !firstTimeFor(event.event, event.ecommerce.transaction_id))
    return
  const cleaned = event.event === 'search' ? { ...event, searchTerm: analyticsTerm(event.searchTerm) } : event
  pushEvent({ ...cleaned, partnerId: shopMeta.partnerID })
}

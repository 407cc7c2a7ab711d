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
  /** SPEC.md §7's buy-in-retail product event: a visitor who may not order here looks for a dealer. */
  | { event: 'buy_in_retail'; ecommerce: Ecommerce }

const TRACKED_ORDERS_KEY = 'parts-shop-tracked-orders'

/** A purchase is pushed once per order number, across reloads and replays (the last 100 are remembered). */
function firstTimeFor(orderNumber: string): boolean {
  let seen: string[] = []
  try {
    seen = JSON.parse(localStorage.getItem(TRACKED_ORDERS_KEY) ?? '[]')
  } catch {}
  if (seen.includes(orderNumber)) return false
  localStorage.setItem(TRACKED_ORDERS_KEY, JSON.stringify([...seen, orderNumber].slice(-100)))
  return true
}

/**
 * The one door to the data layer (issue 15). Search terms are cleaned here, so no caller can send a
 * raw term or a full VIN; the partner id goes into every event ('' outside a partner portal).
 */
export function track(event: TrackEvent): void {
  if (event.event === 'purchase' && !firstTimeFor(event.ecommerce.transaction_id)) return
  const cleaned = event.event === 'search' ? { ...event, searchTerm: analyticsTerm(event.searchTerm) } : event
  pushEvent({ ...cleaned, partnerId: shopMeta.partnerID })
}

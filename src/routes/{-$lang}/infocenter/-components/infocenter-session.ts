import { useSnapshot } from 'valtio'
import { sessionStore } from '../../../../shared/session/session-store'

export type InfocenterFeature = 'order' | 'invoice' | 'shipment'

/** The session facts the information-centre pages need (features gate them, SPEC.md §6). */
export function useInfocenterSession() {
  const { customerId, order, invoice, shipment, fillBasket, showPrice } = useSnapshot(sessionStore)
  return { customerId, order, invoice, shipment, fillBasket, showPrice }
}

/**
 * For loaders: starts loading the page's data when the account has the feature, without holding
 * the navigation. A list keeps its filter bar and previous rows on screen while the next page
 * loads (awaiting would swap the whole page for the spinner on a slow link), and failures show in
 * the page with a retry instead of the error page.
 */
export function preloadFor(feature: InfocenterFeature, load: (customerId: string) => Promise<unknown>) {
  if (!sessionStore[feature]) return
  load(sessionStore.customerId).catch(() => {})
}

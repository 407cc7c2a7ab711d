import type { AnyRouter } from '@tanstack/react-router'
import { splitLanguage } from '../shared/contracts/routes'
import { getSearchCountry } from '../shared/country/search-country'
import { analyticsPath } from '../shared/lib/tracking/analytics-term'
import { flushOutbox, startDataLayer } from '../shared/lib/tracking/data-layer'
import { track } from '../shared/lib/tracking/track'
import { isShopReachable, onReachabilityChange } from '../shared/lib/use-online'
import { isLoggedIn, sessionStore } from '../shared/session/session-store'

/** SPEC.md §7's page type, from the route pattern (the German form without the language segment). */
function pageTypeOf(pattern: string, notFound: boolean): string {
  if (notFound) return 'error'
  if (pattern === '/') return 'home'
  const first = pattern.split('/')[1] ?? ''
  const types: Record<string, string> = {
    products: 'product',
    search: 'searchResults',
    vin: 'vin',
    checkout: 'checkout',
    infocenter: 'infocenter',
    login: 'login',
    produktdivisionen: 'division',
    categories: 'category',
  }
  return types[first] ?? 'content'
}

/** An installed app (standalone window) or a browser tab. */
const platform = () => (window.matchMedia?.('(display-mode: standalone)').matches ? 'app' : 'web')

/**
 * The data layer's wiring (issue 15): consent and the connection decide when events go (see
 * shared/lib/tracking/data-layer.ts); every resolved navigation is a pageView with SPEC.md §7's fields.
 */
export function wireTracking(router: AnyRouter) {
  startDataLayer(isShopReachable)
  onReachabilityChange(() => {
    if (isShopReachable()) flushOutbox()
  })
  router.subscribe('onResolved', () => {
    const { location, matches } = router.state
    const last = matches[matches.length - 1]
    const pattern = (last?.fullPath ?? '/').replace('/{-$lang}', '') || '/'
    const loggedIn = isLoggedIn()
    track({
      event: 'pageView',
      pageName: pattern,
      pageType: pageTypeOf(
        pattern,
        matches.some((match) => match.status === 'notFound'),
      ),
      pagePath: analyticsPath(location.pathname),
      loggedIn,
      customerNumber: loggedIn ? sessionStore.customerId : '',
      contactNumber: loggedIn ? sessionStore.contactId : '',
      country: getSearchCountry(),
      entity: sessionStore.entityID,
      platform: platform(),
      language: splitLanguage(location.pathname).lang,
    })
  })
}

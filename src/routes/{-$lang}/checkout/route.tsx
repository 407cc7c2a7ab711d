import { createFileRoute, Outlet, redirect } from '@tanstack/react-router'
import { quoteQuery } from '../../../features/cart/api/get-quote'
import { clearCheckout, loadCheckoutDraft } from '../../../features/checkout/store'
import { splitLanguage } from '../../../shared/contracts/routes'
import { getSearchCountry } from '../../../shared/country/search-country'
import { langParam } from '../../../shared/lib/language'
import { isLoggedIn, sessionStore } from '../../../shared/session/session-store'
import { requireLogin } from '../../-guards/require-login'

/**
 * SPEC.md §4: with an empty cart these pages send the buyer back to step 1 (step1, step5, step6 and login do not).
 * /checkout/redirect is open without a login; a visitor has no cart, so it sends them to step 1 (and its login) too,
 * unless it brings a payment back: a payment the provider's notification already turned into an order has
 * emptied the cart, and the return page (or its reload) must still show that outcome.
 */
const NEEDS_ITEMS = ['/checkout/step2', '/checkout/step3', '/checkout/step4', '/checkout/redirect']

export const Route = createFileRoute('/{-$lang}/checkout')({
  staticData: { layout: 'checkout' },
  beforeLoad: async ({ location, preload, context }) => {
    requireLogin({ location, preload })
    // The kept choices are in place before a step renders: a reload on step 5 shows them at once.
    if (!preload) await loadCheckoutDraft(sessionStore.customerId)
    const { lang, rest } = splitLanguage(location.pathname)
    const paymentReturn = rest === '/checkout/redirect' && 'payment' in location.search
    if (!NEEDS_ITEMS.includes(rest) || paymentReturn) return
    // Fresh, not cached: the cart may have changed in another tab; offline, the last known quote decides.
    const options = quoteQuery(lang, getSearchCountry())
    const quote = isLoggedIn()
      ? await context.queryClient
          .fetchQuery({ ...options, staleTime: 0 })
          .catch(() => context.queryClient.getQueryData(options.queryKey) ?? null)
      : { items: [] }
    if (quote && quote.items.length === 0) {
      throw redirect({ to: '/{-$lang}/checkout/step1', params: { lang: langParam(lang) } })
    }
  },
  // SPEC.md §4: leaving the checkout clears the checkout data. A route hook, not an unmount: the
  // switch to step 6's own layout remounts the page but must keep the order numbers.
  onLeave: () => clearCheckout(),
  component: Outlet,
})

import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { Link } from '@tanstack/react-router'
import { useSnapshot } from 'valtio'
import { useSearchCountry } from '../../../shared/country/search-country'
import { useLangParam, useLanguage } from '../../../shared/lib/language'
import { syncStatus } from '../../../shared/lib/sync-status'
import { isLoggedIn, sessionStore } from '../../../shared/session/session-store'
import { CartIcon as Icon } from '../../../shared/ui/icons'
import { useQuote } from '../api/get-quote'
import { shownLineCount, shownLines, waitingLineCount } from '../lib/pending-lines'
import './cart.css'

/** SPEC.md §9: the cart icon's preview shows up to 6 products. */
export const CART_PREVIEW_ITEMS = 6

/**
 * The header cart icon with its item count and a preview; logged out, a click leads to the login
 * (SPEC.md §4). It counts the last known cart plus the changes waiting on this device.
 */
export function CartIcon() {
  // Subscribes to language changes; the plural macro below reads the same i18n instance.
  useLingui()
  const lang = useLanguage()
  const params = useLangParam()
  const loggedIn = isLoggedIn(useSnapshot(sessionStore))
  const quote = useQuote(lang, useSearchCountry(), loggedIn).data
  const { pending } = useSnapshot(syncStatus)
  const rows = loggedIn ? shownLines(quote?.items ?? [], pending) : []
  const count = shownLineCount(rows)
  const waiting = waitingLineCount(rows)
  const preview = loggedIn ? (quote?.items.slice(0, CART_PREVIEW_ITEMS) ?? []) : []
  const label = plural(count, { one: 'Cart, # item', other: 'Cart, # items' })
  return (
    <div className="cart-icon-area">
      <Link
        className="icon-button cart-icon"
        to={loggedIn ? '/{-$lang}/checkout/step1' : '/{-$lang}/login'}
        params={params}
        aria-label={
          waiting > 0 ? `${label}, ${plural(waiting, { one: '# waiting to be sent', other: '# waiting to be sent' })}` : label
        }
        data-testid="cart-icon"
      >
        <Icon />
        <span className={`cart-icon__count${waiting > 0 ? ' cart-icon__count--waiting' : ''}`} aria-hidden="true">
          {count}
        </span>
      </Link>
      {preview.length > 0 && (
        <ul className="cart-preview" aria-hidden="true">
          {preview.map((item) => (
            <li key={item.item_id}>
              <span className="cart-preview__qty">{item.qty} ×</span> {item.name}
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { localizePath } from '../../../shared/contracts/routes'
import { useLanguage } from '../../../shared/lib/language'
import { CartIcon as Icon } from '../../../shared/ui/icons'

/** The header cart icon with its item count; logged out, a click leads to the login (SPEC.md §4). */
export function CartIcon({ count = 0 }: { count?: number }) {
  // Subscribes to language changes; the plural macro below reads the same i18n instance.
  useLingui()
  const lang = useLanguage()
  return (
    <a
      className="icon-button cart-icon"
      href={localizePath('/login', lang)}
      aria-label={plural(count, { one: 'Cart, # item', other: 'Cart, # items' })}
    >
      <Icon />
      <span className="cart-icon__count" aria-hidden="true">
        {count}
      </span>
    </a>
  )
}

import { Trans } from '@lingui/react/macro'
import { localizePath } from '../../../shared/contracts/routes'
import { useLanguage } from '../../../shared/lib/language'
import { QuickOrderIcon } from '../../../shared/ui/icons'

/** The header's quick-order entry for logged-in customers; the page itself arrives with the cart. */
export function QuickOrderButton() {
  const lang = useLanguage()
  return (
    <a href={localizePath('/infocenter/quickorder', lang)} className="button quick-order-button">
      <QuickOrderIcon size={18} />
      <span>
        <Trans>Quick order</Trans>
      </span>
    </a>
  )
}

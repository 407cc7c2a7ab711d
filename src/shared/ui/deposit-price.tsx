import { Trans } from '@lingui/react/macro'
import { useSnapshot } from 'valtio'
import { formatPrice } from '../lib/format-price'
import { useLanguage } from '../lib/language'
import { sessionStore } from '../session/session-store'

type Props = {
  /** An exchange unit's deposit per unit as the server sent it: null for none or for a caller who may not see prices. */
  deposit: { value: number; currency: { code: string } } | null | undefined
  /** The product page says in a line why it is charged and when it comes back. */
  explained?: boolean
}

/**
 * "+ 180,00 € Altteilpfand" under a price: shown where the price is and hidden with it (the server
 * sends it only with prices, the user may hide both).
 */
export function DepositPrice({ deposit, explained = false }: Props) {
  const lang = useLanguage()
  const session = useSnapshot(sessionStore)
  if (!deposit || session.pricesHiddenByUser) return null
  const amount = formatPrice(deposit.value, deposit.currency.code, lang)
  return (
    <span className="deposit-price" data-testid="deposit-price">
      <span className="deposit-price__amount">
        <Trans comment="an exchange unit's deposit per unit, shown after its price (German: Altteilpfand)">
          + {amount} core deposit
        </Trans>
      </span>
      {explained && (
        <small className="deposit-price__note">
          <Trans>Refunded when you return the old unit.</Trans>
        </small>
      )}
    </span>
  )
}

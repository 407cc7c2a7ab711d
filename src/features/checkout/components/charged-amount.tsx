import { Trans } from '@lingui/react/macro'
import type { Quote } from '../../../shared/contracts/cart'
import { chargedCents, type OnlineMethodId } from '../../../shared/contracts/payment-constants'
import { formatPrice } from '../../../shared/lib/format-price'
import { useLanguage } from '../../../shared/lib/language'
import { netGrandTotal } from '../lib/net-grand-total'

type Props = { method: OnlineMethodId; quote: Quote; freight: number | undefined; vatRate: number }

/**
 * What the card or PayPal is charged when the order is placed: the net total with VAT, by the rule
 * the server charges with (chargedCents), so the buyer sees the exact amount. Unknown until the freight is.
 */
export function ChargedAmount({ method, quote, freight, vatRate }: Props) {
  const lang = useLanguage()
  if (!quote.subtotal) return null
  const amount =
    freight === undefined
      ? '–'
      : formatPrice(chargedCents(netGrandTotal(quote, freight), vatRate) / 100, quote.subtotal.currency.code, lang)
  return (
    <p className="charged-amount" data-testid="charged-amount">
      {method === 'card' ? (
        <Trans>Charged now by card: {amount} incl. VAT</Trans>
      ) : (
        <Trans>Charged now by PayPal: {amount} incl. VAT</Trans>
      )}
    </p>
  )
}

import { Trans } from '@lingui/react/macro'
import { useSnapshot } from 'valtio'
import type { Quote } from '../../../shared/contracts/cart'
import { formatPrice } from '../../../shared/lib/format-price'
import { useLanguage } from '../../../shared/lib/language'
import { sessionStore } from '../../../shared/session/session-store'
import { netGrandTotal } from '../lib/net-grand-total'

type Props = { quote: Quote; freight: { value: number; currency: { code: string } } | undefined; vatRate: number }

/**
 * What the binding order costs: goods, the exchange units' core deposits (never discounted), freight
 * for the chosen transport (charged once, with the first order) and the grand total, all net as the server prices them, with the VAT that the invoice adds.
 */
export function OrderTotals({ quote, freight, vatRate }: Props) {
  const lang = useLanguage()
  const { pricesHiddenByUser: hiddenByUser } = useSnapshot(sessionStore)
  if (!quote.subtotal || hiddenByUser) {
    return (
      <p className="checkout-totals__note" data-testid="totals-hidden">
        <Trans>Prices are not shown here; the order confirmation lists them.</Trans>
      </p>
    )
  }
  const currency = quote.subtotal.currency.code
  const money = (value: number) => formatPrice(value, currency, lang)
  return (
    <div className="checkout-totals" data-testid="order-totals">
      <dl>
        <dt>
          <Trans>Goods total</Trans>
        </dt>
        <dd data-testid="total-goods">{money(quote.subtotal.value)}</dd>
        {quote.depositTotal && (
          <>
            <dt>
              <Trans>Core deposits</Trans>
            </dt>
            <dd data-testid="total-deposits">{money(quote.depositTotal.value)}</dd>
          </>
        )}
        <dt>
          <Trans>Freight</Trans>
        </dt>
        <dd data-testid="total-freight">{freight ? money(freight.value) : '–'}</dd>
        <dt className="checkout-totals__grand">
          <Trans>Grand total (net)</Trans>
        </dt>
        <dd className="checkout-totals__grand" data-testid="total-grand">
          {freight ? money(netGrandTotal(quote, freight.value)) : '–'}
        </dd>
      </dl>
      <p className="checkout-totals__note" data-testid="vat-note">
        <Trans>All prices are net. VAT of {vatRate} % is added on the invoice.</Trans>
      </p>
    </div>
  )
}

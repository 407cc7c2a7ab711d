import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useSnapshot } from 'valtio'
import { alternativeCurrency, convert } from '../lib/alternative-currency'
import { formatPrice } from '../lib/format-price'
import { useLangParam, useLanguage } from '../lib/language'
import { priceVisibility } from '../lib/price-visibility'

type Props = {
  price: { value: number; currency: { code: string } } | null | undefined
  className?: string
  /** Where a catalogue price belongs: a visitor sees a login link there instead of nothing. */
  loginHint?: boolean
}

/**
 * A price as the server sent it, unless the user chose to hide prices; nothing when there is none.
 * With an alternative currency chosen, the converted amount follows, marked as indicative: the
 * customer's own currency is the binding one.
 */
export function Price({ price, className = 'price', loginHint = false }: Props) {
  const lang = useLanguage()
  const { hiddenByUser, visitorMustLogIn } = useSnapshot(priceVisibility)
  const { current: alternative } = useSnapshot(alternativeCurrency)
  if (!price) return loginHint && visitorMustLogIn ? <LoginForPrices /> : null
  if (hiddenByUser) return null
  const binding = <span className={className}>{formatPrice(price.value, price.currency.code, lang)}</span>
  if (!alternative || alternative.binding !== price.currency.code) return binding
  return (
    <span className="price-pair">
      {binding} <AlternativePrice text={formatPrice(convert(price.value, alternative.rate), alternative.code, lang)} />
    </span>
  )
}

function AlternativePrice({ text }: { text: string }) {
  const { t } = useLingui()
  return (
    <small className="price-alternative" title={t`Indicative amount; the price in your own currency is binding.`}>
      <Trans>≈ {text} (indicative)</Trans>
    </small>
  )
}

/** The login records this page as the last route, so the visitor comes back here with prices. */
function LoginForPrices() {
  return (
    <Link to="/{-$lang}/login" params={useLangParam()} className="price-login-hint" data-testid="price-login-hint">
      <Trans>Log in to see prices</Trans>
    </Link>
  )
}

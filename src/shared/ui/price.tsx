import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useSnapshot } from 'valtio'
import { formatPrice } from '../lib/format-price'
import { useLangParam, useLanguage } from '../lib/language'
import { convert, useAlternativeCurrency } from '../session/alternative-currency'
import { isLoggedIn, sessionStore } from '../session/session-store'

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
  const session = useSnapshot(sessionStore)
  const alternative = useAlternativeCurrency()
  // Nobody logged in: a price would appear after a login, so the hint says so.
  if (!price) return loginHint && !isLoggedIn(session) ? <LoginForPrices /> : null
  // SPEC.md §6: the server sends only prices the session may see; hiding them is the user's choice.
  if (session.pricesHiddenByUser) return null
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

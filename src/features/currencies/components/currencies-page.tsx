import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useId, useState } from 'react'
import { apiErrorMessage } from '../../../shared/lib/api-error-message'
import { formatPrice } from '../../../shared/lib/format-price'
import { useLanguage } from '../../../shared/lib/language'
import { currenciesQuery } from '../../../shared/session/alternative-currency'
import { ControlError } from '../../../shared/ui/control-error'
import { LoadFailed } from '../../../shared/ui/load-failed'
import { PageLoading } from '../../../shared/ui/page-loading'
import { Price } from '../../../shared/ui/price'
import { chooseAlternativeCurrency } from '../api/currencies'
import '../../../shared/ui/list-page.css'

type Props = { customerId: string; onDone: (message: string) => void }

/** /infocenter/currencies: the binding currency, a second one to read prices in, and the rates with their date. */
export function CurrenciesPage({ customerId, onDone }: Props) {
  const { t } = useLingui()
  const lang = useLanguage()
  const id = useId()
  const queryClient = useQueryClient()
  const { data, error, refetch } = useQuery(currenciesQuery(customerId))
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  if (!data) return error ? <LoadFailed onRetry={() => void refetch()} /> : <PageLoading />
  const dateOf = (iso: string) => new Date(`${iso}T12:00:00Z`).toLocaleDateString(lang)
  const currencyName = (code: string) => new Intl.DisplayNames([lang], { type: 'currency' }).of(code) ?? code

  const choose = async (code: string) => {
    setBusy(true)
    setFailure(null)
    try {
      await chooseAlternativeCurrency(queryClient, customerId, code || null)
      onDone(code ? t`Prices now also show in ${code}.` : t`Prices show in your own currency only.`)
    } catch (caught) {
      setFailure(apiErrorMessage(caught, t`The change could not be saved.`))
    } finally {
      setBusy(false)
    }
  }

  return (
    <section className="list-page" aria-labelledby="currencies-heading">
      <h1 id="currencies-heading">
        <Trans>Currencies</Trans>
      </h1>
      <div className="card">
        <p data-testid="binding-currency">
          <Trans>
            Your currency: <strong>{currencyName(data.currency)}</strong> ({data.currency}). Orders, invoices and prices in it are
            binding.
          </Trans>
        </p>
        <div className="form-field">
          <label htmlFor={`${id}-alternative`}>
            <Trans>Also show prices in</Trans>
          </label>
          <select
            id={`${id}-alternative`}
            value={data.alternativeCurrency ?? ''}
            disabled={busy}
            aria-describedby={failure ? `${id}-error` : `${id}-hint`}
            aria-invalid={failure ? true : undefined}
            onChange={(event) => void choose(event.target.value)}
          >
            <option value="">{t`No second currency`}</option>
            {data.rates.map((rate) => (
              <option key={rate.code} value={rate.code}>
                {currencyName(rate.code)} ({rate.code})
              </option>
            ))}
          </select>
          <p id={`${id}-hint`} className="muted">
            <Trans>The second amount is for reading only, converted at the rate below; you pay in your own currency.</Trans>
          </p>
          <ControlError id={`${id}-error`} message={failure} />
        </div>
        <p>
          <Trans>Example:</Trans> <Price price={{ value: 100, currency: { code: data.currency } }} />
        </p>
      </div>
      <table className="result-table">
        <caption className="visually-hidden">
          <Trans>Exchange rates</Trans>
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <Trans>Currency</Trans>
            </th>
            <th scope="col">
              <Trans>Rate</Trans>
            </th>
            <th scope="col">
              <Trans>Valid from</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {data.rates.map((rate) => (
            <tr key={rate.code} data-testid="currency-rate">
              <td data-label={t`Currency`}>
                {currencyName(rate.code)} ({rate.code})
              </td>
              <td data-label={t`Rate`}>
                {formatPrice(1, data.currency, lang)} = {rate.rate.toLocaleString(lang, { maximumFractionDigits: 6 })} {rate.code}
              </td>
              <td data-label={t`Valid from`}>{dateOf(rate.date)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  )
}

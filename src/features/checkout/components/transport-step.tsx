import { Trans, useLingui } from '@lingui/react/macro'
import { useSnapshot } from 'valtio'
import { formatPrice } from '../../../shared/lib/format-price'
import { useLanguage } from '../../../shared/lib/language'
import { useCheckoutOptions } from '../api/get-checkout-options'
import { checkoutStore, setTransport } from '../store'
import { CheckoutSteps } from './checkout-steps'
import { StepActions } from './step-actions'
import './checkout.css'

type Props = { countryID: string; onBack: () => void; onNext: () => void }

export function useTransportNames() {
  const { t } = useLingui()
  return (id: string, days: string) =>
    id === 'standard'
      ? t`Standard delivery (${days} working days)`
      : id === 'express'
        ? t`Express delivery (next working day)`
        : id === 'pickup'
          ? t`Pickup at the branch`
          : id
}

/** Step 3: transport options with price and delivery time. */
export function TransportStep({ countryID, onBack, onNext }: Props) {
  const lang = useLanguage()
  const { data } = useCheckoutOptions(lang, countryID)
  const { selectedTransport } = useSnapshot(checkoutStore)
  const nameOf = useTransportNames()
  return (
    <section aria-labelledby="transport-heading">
      <CheckoutSteps current={3} />
      <fieldset className="checkout-choices">
        <legend>
          <h1 id="transport-heading">
            <Trans>Transport</Trans>
          </h1>
        </legend>
        {data?.transport.map((option) => (
          <label key={option.id}>
            <input
              type="radio"
              name="transport"
              checked={selectedTransport === option.id}
              onChange={() => setTransport(option.id)}
            />
            <span>
              {nameOf(option.id, option.days)} — {formatPrice(option.price.value, option.price.currency.code, lang)}
            </span>
          </label>
        ))}
      </fieldset>
      <StepActions onBack={onBack} onNext={onNext} nextDisabled={!selectedTransport} />
    </section>
  )
}

import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect } from 'react'
import { useSnapshot } from 'valtio'
import { formatPrice } from '../../../shared/lib/format-price'
import { useLanguage } from '../../../shared/lib/language'
import { checkoutStore, offerTransport, setTransport } from '../store'
import { CheckoutSteps } from './checkout-steps'
import { ChoiceStepActions } from './choice-step-actions'
import { StepStatus } from './step-status'
import { useCheckoutData } from './use-checkout-data'
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

/** Step 3: transport options with price (for the delivery country) and delivery time. */
export function TransportStep({ countryID, onBack, onNext }: Props) {
  const lang = useLanguage()
  const { options, transport, loading, failed } = useCheckoutData(countryID)
  const choices = useSnapshot(checkoutStore)
  const nameOf = useTransportNames()
  const defaultId = options?.defaults.transportId ?? null
  // Offered once the options are known; a choice the buyer made meanwhile is never replaced.
  useEffect(() => offerTransport(defaultId), [defaultId])
  return (
    <section aria-labelledby="transport-heading">
      <CheckoutSteps current={3} />
      <fieldset className="checkout-choices">
        <legend>
          <h1 id="transport-heading">
            <Trans>Transport</Trans>
          </h1>
        </legend>
        <StepStatus loading={loading} failed={failed} />
        {(transport ?? options?.transport)?.map((option) => (
          <label key={option.id}>
            <input
              type="radio"
              name="transport"
              checked={choices.selectedTransport === option.id}
              onChange={() => setTransport(option.id)}
            />
            <span>
              {nameOf(option.id, option.days)} —{' '}
              {transport ? formatPrice(option.price.value, option.price.currency.code, lang) : '…'}
            </span>
          </label>
        ))}
      </fieldset>
      <ChoiceStepActions step={3} options={options} loading={loading} failed={failed} onBack={onBack} onNext={onNext} />
    </section>
  )
}

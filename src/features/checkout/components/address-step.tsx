import { Trans } from '@lingui/react/macro'
import { useEffect } from 'react'
import { useSnapshot } from 'valtio'
import { useLanguage } from '../../../shared/lib/language'
import { checkoutStore, offerShipping, setAdhocAddress, setShipping } from '../store'
import { AddressForm, type CountryOption } from './address-form'
import { AddressText } from './address-text'
import { CheckoutSteps } from './checkout-steps'
import { ChoiceStepActions } from './choice-step-actions'
import { StepStatus } from './step-status'
import { useCheckoutData } from './use-checkout-data'
import './checkout.css'

type Props = { countryID: string; countries: CountryOption[] | undefined; onBack: () => void; onNext: () => void }

/** Step 2: the billing address (from the account) and where to ship: billing, a known delivery address or one just for this order. */
export function AddressStep({ countryID, countries, onBack, onNext }: Props) {
  const lang = useLanguage()
  const { options, loading, failed } = useCheckoutData(countryID)
  const choices = useSnapshot(checkoutStore)
  const { shipping } = choices
  // Offered once the options are known (undefined until then); a shipping address the buyer picked is never replaced.
  const defaultId = options ? options.addresses.defaultShippingId : undefined
  useEffect(() => offerShipping(defaultId), [defaultId])
  const chooseAdhoc = () => {
    if (!checkoutStore.adhocAddress.country) setAdhocAddress({ ...checkoutStore.adhocAddress, country: countryID })
    setShipping({ kind: 'adhoc' })
  }

  return (
    <section aria-labelledby="address-heading">
      <CheckoutSteps current={2} />
      <h1 id="address-heading">
        <Trans>Addresses</Trans>
      </h1>
      <StepStatus loading={loading} failed={failed} />
      {options && (
        <>
          <h2>
            <Trans>Billing address</Trans>
          </h2>
          <p>
            <AddressText address={options.addresses.billing} lang={lang} />
          </p>
          <fieldset className="checkout-choices">
            <legend>
              <h2>
                <Trans>Shipping address</Trans>
              </h2>
            </legend>
            <label>
              <input
                type="radio"
                name="shipping"
                checked={shipping.kind === 'billing'}
                onChange={() => setShipping({ kind: 'billing' })}
              />
              <span>
                <Trans>Same as the billing address</Trans>
              </span>
            </label>
            {options.addresses.shipping.map((address) => (
              <label key={address.id}>
                <input
                  type="radio"
                  name="shipping"
                  checked={shipping.kind === 'saved' && shipping.id === address.id}
                  onChange={() => setShipping({ kind: 'saved', id: address.id })}
                />
                <AddressText address={address} lang={lang} />
              </label>
            ))}
            <label>
              <input type="radio" name="shipping" checked={shipping.kind === 'adhoc'} onChange={chooseAdhoc} />
              <span>
                <Trans>Another address for this order</Trans>
              </span>
            </label>
          </fieldset>
          {shipping.kind === 'adhoc' && (
            <AddressForm address={choices.adhocAddress} countries={countries} onChange={setAdhocAddress} />
          )}
        </>
      )}
      <ChoiceStepActions step={2} options={options} loading={loading} failed={failed} onBack={onBack} onNext={onNext} />
    </section>
  )
}

import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useSnapshot } from 'valtio'
import type { Address } from '../../../shared/contracts/cart'
import { useLanguage } from '../../../shared/lib/language'
import { useCheckoutOptions } from '../api/get-checkout-options'
import { checkoutStore, setShipping } from '../store'
import { AddressText } from './address-text'
import { CheckoutSteps } from './checkout-steps'
import { StepActions } from './step-actions'
import './checkout.css'

type Props = { countryID: string; onBack: () => void; onNext: () => void }

const EMPTY: Address = { name: '', street: '', postalCode: '', city: '', country: '' }

/** Step 2: the billing address (from the account) and where to ship: billing, a saved address or one just for this order. */
export function AddressStep({ countryID, onBack, onNext }: Props) {
  const { t } = useLingui()
  const lang = useLanguage()
  const { data } = useCheckoutOptions(lang, countryID)
  const { shipping } = useSnapshot(checkoutStore)
  const [adhoc, setAdhoc] = useState<Address>(shipping.kind === 'adhoc' ? shipping.address : { ...EMPTY, country: countryID })
  const adhocComplete = Object.values(adhoc).every((value) => value.trim() !== '') && /^[A-Za-z]{2}$/.test(adhoc.country)
  const field = (key: keyof Address, label: string) => (
    <label>
      {label}
      <input
        value={adhoc[key]}
        maxLength={key === 'country' ? 2 : 120}
        onChange={(event) => {
          const next = { ...adhoc, [key]: event.target.value }
          setAdhoc(next)
          setShipping({ kind: 'adhoc', address: next })
        }}
      />
    </label>
  )

  return (
    <section aria-labelledby="address-heading">
      <CheckoutSteps current={2} />
      <h1 id="address-heading">
        <Trans>Addresses</Trans>
      </h1>
      {data && (
        <>
          <h2>
            <Trans>Billing address</Trans>
          </h2>
          <p>
            <AddressText address={data.addresses.billing} />
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
            {data.addresses.shipping.map((address) => (
              <label key={address.id}>
                <input
                  type="radio"
                  name="shipping"
                  checked={shipping.kind === 'saved' && shipping.id === address.id}
                  onChange={() => setShipping({ kind: 'saved', id: address.id })}
                />
                <AddressText address={address} />
              </label>
            ))}
            <label>
              <input
                type="radio"
                name="shipping"
                checked={shipping.kind === 'adhoc'}
                onChange={() => setShipping({ kind: 'adhoc', address: adhoc })}
              />
              <span>
                <Trans>Another address for this order</Trans>
              </span>
            </label>
          </fieldset>
          {shipping.kind === 'adhoc' && (
            <div className="checkout-form">
              {field('name', t`Name or company`)}
              {field('street', t`Street and number`)}
              {field('postalCode', t`Postal code`)}
              {field('city', t`City`)}
              {field('country', t`Country code (two letters)`)}
            </div>
          )}
        </>
      )}
      <StepActions onBack={onBack} onNext={onNext} nextDisabled={!data || (shipping.kind === 'adhoc' && !adhocComplete)} />
    </section>
  )
}

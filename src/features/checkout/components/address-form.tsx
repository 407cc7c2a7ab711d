import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState } from 'react'
import type { Address } from '../../../shared/contracts/cart'
import { ADDRESS_MAX_LENGTH } from '../../../shared/contracts/cart-constants'
import { useLanguage } from '../../../shared/lib/language'
import { FormField } from '../../../shared/ui/form-field'
import { countryName } from '../lib/country-name'
import { type AddressField, emptyAddressFields } from '../lib/missing-choices'
import { useAddressFieldLabels } from './missing-reason'

export type CountryOption = { code: string; name: string; disabled: boolean }

type Props = { address: Address; countries: CountryOption[] | undefined; onChange: (address: Address) => void }

const AUTOCOMPLETE: Record<AddressField, string> = {
  name: 'shipping organization',
  street: 'shipping street-address',
  postalCode: 'shipping postal-code',
  city: 'shipping address-level2',
  country: 'shipping country',
}

/** The delivery address for this order: text fields and a country picker (names in the page language). */
export function AddressForm({ address, countries, onChange }: Props) {
  const { t } = useLingui()
  const lang = useLanguage()
  const labels = useAddressFieldLabels()
  const idPrefix = useId()
  const [touched, setTouched] = useState<Set<AddressField>>(new Set())
  const empty = new Set(emptyAddressFields(address))
  const touch = (field: AddressField) => setTouched((seen) => new Set(seen).add(field))
  const errorId = (field: AddressField) => `${idPrefix}-${field}-error`
  const showError = (field: AddressField) => touched.has(field) && empty.has(field)
  const error = (field: AddressField) =>
    showError(field) && (
      <span id={errorId(field)} className="field-error">
        <Trans>Please fill in this field.</Trans>
      </span>
    )
  // The list from the server, plus the current code should it be missing there (list not loaded offline).
  const choices = countries ?? []
  const listed = choices.some((country) => country.code === address.country)
  const inputId = (field: AddressField) => `${idPrefix}-${field}`
  // Label, control and messages side by side (not nested): a nested error would join the control's name.
  const field = (key: Exclude<AddressField, 'country'>) => (
    <FormField
      key={key}
      className="checkout-field"
      label={labels[key]}
      value={address[key]}
      maxLength={ADDRESS_MAX_LENGTH[key]}
      autoComplete={AUTOCOMPLETE[key]}
      required
      error={showError(key) ? t`Please fill in this field.` : null}
      onBlur={() => touch(key)}
      onValueChange={(value) => onChange({ ...address, [key]: value ?? '' })}
    />
  )

  return (
    <div className="checkout-form">
      {field('name')}
      {field('street')}
      {field('postalCode')}
      {field('city')}
      <div className="checkout-field">
        <label htmlFor={inputId('country')}>{labels.country}</label>
        <select
          id={inputId('country')}
          value={address.country}
          autoComplete={AUTOCOMPLETE.country}
          required
          aria-invalid={showError('country') || undefined}
          aria-describedby={showError('country') ? errorId('country') : undefined}
          onBlur={() => touch('country')}
          onChange={(event) => onChange({ ...address, country: event.target.value })}
        >
          {!listed && <option value={address.country}>{address.country ? countryName(address.country, lang) : '–'}</option>}
          {choices.map((country) => (
            <option key={country.code} value={country.code} disabled={country.disabled}>
              {country.name}
            </option>
          ))}
        </select>
        {error('country')}
      </div>
    </div>
  )
}

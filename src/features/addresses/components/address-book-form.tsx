import { Trans, useLingui } from '@lingui/react/macro'
import { type FormEvent, useId, useState } from 'react'
import { ADDRESS_MAX_LENGTH } from '../../../shared/contracts/cart-constants'
import type { DeliveryAddressInput } from '../../../shared/contracts/customer-lists'
import { isValidPostcode, POSTCODE_EXAMPLES } from '../../../shared/contracts/customer-lists-constants'
import { useLanguage } from '../../../shared/lib/language'
import { ControlError } from '../../../shared/ui/control-error'
import { deliveryCountries } from '../lib/country-options'

type Fields = Required<Omit<DeliveryAddressInput, 'isDefault'>> & { isDefault: boolean }
type Field = Exclude<keyof Fields, 'isDefault'>
type Props = {
  initial: Fields
  busy: boolean
  /** The server's refusal of the last save, shown below the buttons. */
  error: string | null
  onSave: (fields: Fields) => void
  onCancel: () => void
}

export const emptyAddress = (country: string): Fields => ({
  name: '',
  street: '',
  postalCode: '',
  city: '',
  country,
  isDefault: false,
})

/** Add or edit a delivery address; each field's error sits next to it, checked on blur and on save. */
export function AddressBookForm({ initial, busy, error, onSave, onCancel }: Props) {
  const { t } = useLingui()
  const lang = useLanguage()
  const id = useId()
  const [fields, setFields] = useState(initial)
  const [touched, setTouched] = useState<Set<Field>>(new Set())
  const labels: Record<Field, string> = {
    name: t`Company or name`,
    street: t`Street and number`,
    postalCode: t`Postcode`,
    city: t`City`,
    country: t`Country`,
  }
  const problem = (field: Field): string | null => {
    if (!fields[field].trim()) return t`Please fill in this field.`
    if (field === 'postalCode' && !isValidPostcode(fields.country, fields.postalCode)) {
      const example = POSTCODE_EXAMPLES[fields.country]
      return example ? t`This postcode does not fit the country, for example ${example}.` : t`Please check the postcode.`
    }
    return null
  }
  const shown = (field: Field) => (touched.has(field) ? problem(field) : null)
  const touch = (field: Field) => setTouched((seen) => new Set(seen).add(field))
  const set = (field: keyof Fields, value: string | boolean) => setFields((current) => ({ ...current, [field]: value }))

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const all: Field[] = ['name', 'street', 'postalCode', 'city', 'country']
    setTouched(new Set(all))
    const first = all.find((field) => problem(field))
    if (first) return document.getElementById(`${id}-${first}`)?.focus()
    onSave(fields)
  }

  const control = (field: Field) => ({
    id: `${id}-${field}`,
    value: fields[field],
    required: true,
    'aria-invalid': shown(field) ? true : undefined,
    'aria-describedby': shown(field) ? `${id}-${field}-error` : undefined,
    onBlur: () => touch(field),
  })
  const textField = (field: Exclude<Field, 'country'>, autoComplete: string) => (
    <div className="form-field">
      <label htmlFor={`${id}-${field}`}>{labels[field]}</label>
      <input
        {...control(field)}
        maxLength={ADDRESS_MAX_LENGTH[field]}
        autoComplete={`shipping ${autoComplete}`}
        onChange={(event) => set(field, event.target.value)}
      />
      <ControlError id={`${id}-${field}-error`} message={shown(field)} />
    </div>
  )

  return (
    <form className="form-grid" noValidate onSubmit={submit} data-testid="address-form">
      {textField('name', 'organization')}
      {textField('street', 'street-address')}
      {textField('postalCode', 'postal-code')}
      {textField('city', 'address-level2')}
      <div className="form-field">
        <label htmlFor={`${id}-country`}>{labels.country}</label>
        <select {...control('country')} autoComplete="shipping country" onChange={(event) => set('country', event.target.value)}>
          {deliveryCountries(lang).map((country) => (
            <option key={country.code} value={country.code}>
              {country.name}
            </option>
          ))}
        </select>
      </div>
      <label className="form-check">
        <input type="checkbox" checked={fields.isDefault} onChange={(event) => set('isDefault', event.target.checked)} />
        <Trans>Use as the default delivery address</Trans>
      </label>
      <div className="form-actions">
        <button type="submit" className="button button--primary" disabled={busy}>
          <Trans>Save address</Trans>
        </button>
        <button type="button" className="button" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </button>
      </div>
      <ControlError id={`${id}-save-error`} message={error} />
    </form>
  )
}

import { Trans, useLingui } from '@lingui/react/macro'
import { type FormEvent, useId, useState } from 'react'
import type { AdminSettings } from '../../../shared/contracts/admin'
import { AUTONYM } from '../../../shared/contracts/languages'
import { useLanguage } from '../../../shared/lib/language'
import { useCountryNames, useSaveSettings, useSettings } from '../api/settings'
import { AdminFormActions } from './admin-form-actions'
import { AdminError } from './admin-states'
import { DepositSettingsFields } from './deposit-settings-fields'

/**
 * The country blacklist (shown disabled in the country choice), the default country and the open cores
 * account's settings, stored in the database. The default language is only shown: DEFAULT_LANGUAGE fixes it at start (unprefixed paths).
 */
export function SettingsPage() {
  const { t } = useLingui()
  const settings = useSettings()
  const countries = useCountryNames(useLanguage())
  if (settings.isError || countries.isError) {
    return (
      <AdminError
        error={settings.error ?? countries.error}
        onRetry={() => void Promise.all([settings.refetch(), countries.refetch()])}
      />
    )
  }
  if (!settings.data || !countries.data) {
    return (
      <p role="status">
        <span className="spinner" aria-hidden="true" /> {t`Loading settings…`}
      </p>
    )
  }
  const names = countries.data.continents
    .flatMap((continent) => continent.countries)
    .map((c) => ({ code: c.countryID, name: c.countryName }))
  return <SettingsForm key={JSON.stringify(settings.data)} settings={settings.data} countries={names} />
}

function SettingsForm({ settings, countries }: { settings: AdminSettings; countries: Array<{ code: string; name: string }> }) {
  const id = useId()
  const save = useSaveSettings()
  const [values, setValues] = useState(settings)
  const blocked = new Set(values.countryBlacklist)
  const toggle = (code: string, on: boolean) =>
    setValues({ ...values, countryBlacklist: on ? [...blocked, code].sort() : [...blocked].filter((c) => c !== code) })
  const sorted = [...countries].sort((a, b) => a.name.localeCompare(b.name))
  const submit = (event: FormEvent) => {
    event.preventDefault()
    save.mutate({ countryBlacklist: values.countryBlacklist, defaultCountry: values.defaultCountry, deposits: values.deposits })
  }
  return (
    <form className="admin__form admin__stack" onSubmit={submit}>
      <h2>
        <Trans>Countries and defaults</Trans>
      </h2>
      <div className="admin__fields">
        <label htmlFor={`${id}-country`}>
          <Trans>Default country</Trans>
        </label>
        <select
          id={`${id}-country`}
          value={values.defaultCountry}
          onChange={(event) => setValues({ ...values, defaultCountry: event.target.value })}
        >
          {sorted.map((country) => (
            <option key={country.code} value={country.code}>
              {country.name}
            </option>
          ))}
        </select>
      </div>
      <dl className="admin__facts">
        <dt>
          <Trans>Default language</Trans>
        </dt>
        <dd>{AUTONYM[settings.defaultLanguage]}</dd>
      </dl>
      <p className="admin__hint">
        <Trans>Set with DEFAULT_LANGUAGE when the shop starts: it decides which language has no path prefix.</Trans>
      </p>
      <DepositSettingsFields value={values.deposits} onChange={(deposits) => setValues({ ...values, deposits })} />
      <fieldset className="admin__countries">
        <legend>
          <Trans>Blocked countries ({blocked.size}): shown disabled in the country choice</Trans>
        </legend>
        {sorted.map((country) => (
          <label key={country.code} className="admin__check">
            <input
              type="checkbox"
              checked={blocked.has(country.code)}
              onChange={(event) => toggle(country.code, event.target.checked)}
            />
            {country.name} <span className="admin__muted">{country.code}</span>
          </label>
        ))}
      </fieldset>
      <AdminFormActions mutation={save} sticky />
    </form>
  )
}

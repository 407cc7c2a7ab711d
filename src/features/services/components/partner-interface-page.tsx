import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { type FormEvent, useState } from 'react'
import type { CreatedApiKey } from '../../../shared/contracts/services'
import { API_SCOPES, type ApiScope } from '../../../shared/contracts/services-constants'
import { useLanguage } from '../../../shared/lib/language'
import { usePageTitle } from '../../../shared/lib/page-title'
import { ControlError } from '../../../shared/ui/control-error'
import { apiKeysQuery, createApiKey, revokeApiKey } from '../api/api-keys'
import { serviceErrorMessage } from '../lib/service-errors'
import { ApiCallList } from './api-call-list'
import { FormField } from './form-field'
import { useScopeLabels } from './scope-labels'
import './services.css'

/** /infocenter/partnerinterface: API keys for the customer's own workshop or ERP system, and how to use them. */
export function PartnerInterfacePage({ customerId, onDone }: { customerId: string; onDone: (message: string) => void }) {
  const { t } = useLingui()
  usePageTitle(t`Partner interface`)
  const lang = useLanguage()
  const scopeLabels = useScopeLabels()
  const queryClient = useQueryClient()
  const { data, isPending } = useQuery(apiKeysQuery(customerId))
  const [name, setName] = useState('')
  const [scopes, setScopes] = useState<ApiScope[]>(['search'])
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [created, setCreated] = useState<CreatedApiKey | null>(null)
  const [busy, setBusy] = useState(false)
  const toggle = (scope: ApiScope) =>
    setScopes((list) => (list.includes(scope) ? list.filter((s) => s !== scope) : [...list, scope]))
  const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString(lang) : t`never`)

  const create = async (event: FormEvent) => {
    event.preventDefault()
    const found: Record<string, string> = {}
    if (!name.trim()) found.name = t`Please name the key, e.g. after the system that uses it.`
    if (scopes.length === 0) found.scopes = t`Please choose at least one scope.`
    setErrors(found)
    if (Object.keys(found).length > 0) return
    setBusy(true)
    try {
      setCreated(await createApiKey(queryClient, customerId, name.trim(), scopes))
      setName('')
    } catch (error) {
      setErrors({ general: serviceErrorMessage(error, t`The key could not be created.`) })
    } finally {
      setBusy(false)
    }
  }
  const revoke = async (id: string, keyName: string) => {
    setBusy(true)
    try {
      await revokeApiKey(queryClient, customerId, id)
      onDone(t`The key ${keyName} was revoked; calls with it are refused.`)
    } catch (error) {
      setErrors({ [id]: serviceErrorMessage(error, t`The key could not be revoked.`) })
    } finally {
      setBusy(false)
    }
  }

  return (
    <section className="service-page" aria-labelledby="partner-heading">
      <h1 id="partner-heading">
        <Trans>Partner interface</Trans>
      </h1>
      <p>
        <Trans>
          Connect your workshop software or ERP system: an API key lets it search, fill the cart, order and fetch documents as
          your company, within the scopes you choose.
        </Trans>
      </p>
      <form className="service-form" onSubmit={(event) => void create(event)} noValidate aria-labelledby="new-key-heading">
        <h2 id="new-key-heading">
          <Trans>New API key</Trans>
        </h2>
        <FormField id="key-name" label={t`Name`} error={errors.name}>
          {(a11y) => <input {...a11y} maxLength={60} value={name} onChange={(event) => setName(event.target.value)} />}
        </FormField>
        <fieldset className="service-field--inline" aria-describedby={errors.scopes ? 'key-scopes-error' : undefined}>
          <legend>
            <Trans>Scopes</Trans>
          </legend>
          {API_SCOPES.map((scope) => (
            <label key={scope}>
              <input type="checkbox" checked={scopes.includes(scope)} onChange={() => toggle(scope)} />
              {scopeLabels[scope].name}: {scopeLabels[scope].description}
            </label>
          ))}
        </fieldset>
        <ControlError id="key-scopes-error" message={errors.scopes ?? null} />
        <div className="service-actions">
          <button type="submit" className="button button--primary" disabled={busy}>
            <Trans>Create key</Trans>
          </button>
        </div>
        <ControlError id="key-general-error" message={errors.general ?? null} />
      </form>
      {created?.secret && (
        <div className="infocenter-notice infocenter-notice--warning" role="status">
          <p>
            <Trans>
              Copy the key {created.key.name} now: it is shown only this once. The shop keeps only a fingerprint of it.
            </Trans>
          </p>
          <label htmlFor="new-key-secret">
            <Trans>API key</Trans>
          </label>
          <input
            id="new-key-secret"
            className="service-secret"
            readOnly
            value={created.secret}
            onFocus={(event) => event.currentTarget.select()}
          />
          <div className="service-actions">
            <button
              type="button"
              className="button"
              onClick={() => void navigator.clipboard?.writeText(created.secret ?? '').catch(() => {})}
            >
              {t`Copy key`}
            </button>
            <button type="button" className="button" onClick={() => setCreated(null)}>
              {t`I have stored the key`}
            </button>
          </div>
        </div>
      )}
      <h2>
        <Trans>Your API keys</Trans>
      </h2>
      {isPending && !data && (
        <p role="status">
          <Trans>Loading…</Trans>
        </p>
      )}
      {data?.keys.length === 0 && (
        <p role="status">
          <Trans>No API keys yet.</Trans>
        </p>
      )}
      <ul className="service-list">
        {data?.keys.map((key) => (
          <li key={key.id} className="service-card" data-testid="api-key">
            <h3>
              {key.name} <code>{key.prefix}…</code>
            </h3>
            <p>{key.scopes.map((scope) => scopeLabels[scope].name).join(', ')}</p>
            <p>
              <Trans>
                Created {when(key.createdAt)} · last used {when(key.lastUsedAt)}
              </Trans>
            </p>
            {key.revokedAt ? (
              <p className="status">
                <Trans>Revoked {when(key.revokedAt)}</Trans>
              </p>
            ) : (
              <div className="service-actions">
                <button type="button" className="button" disabled={busy} onClick={() => void revoke(key.id, key.name)}>
                  {t`Revoke ${key.name}`}
                </button>
              </div>
            )}
            <ControlError id={`key-error-${key.id}`} message={errors[key.id] ?? null} />
          </li>
        ))}
      </ul>
      <ApiCallList />
    </section>
  )
}
